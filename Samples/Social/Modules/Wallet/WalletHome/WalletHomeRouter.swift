//
//  WalletHomeRouter.swift
//  Social
//

import UIKit

final class WalletHomeRouter: BaseRouter {

    func routeToWalletAcivity() {
        AppModules
            .Wallet
            .walletActivity
            .build()?
            .router.present(withPushfrom: self)
    }

    func routeToPayBill() {
        AppModules.Wallet.walletPayBill.build()?.router.present(from: self)
    }
}
