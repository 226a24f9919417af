//
//  MyProfileRouter.swift
//  Social
//

import UIKit

final class MyProfileRouter: BaseRouter {

    func routeToSettings() {
        AppModules.Account.settings.build()?.router.present(withPushfrom: self)
    }

    func routeToWallet() {
        AppModules.Wallet.walletHome.build()?.router.present(withPushfrom: self)
    }
}
