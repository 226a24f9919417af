//
//  WalletActivityModuleConfigurator.swift
//  Social
//

import UIKit

struct WalletActivityModuleConfigurator {
    let services: ServicesContainer
    let filter: ActivityCurrencyType

    func build() -> VIPERModule {
        let view = WalletActivityViewController()
        let router = WalletActivityRouter(viewController: view)
        view.presenter = WalletActivityPresenter(view: view, router: router, wallet: services.wallet, filter: filter)
        return VIPERModule(view: view, router: router)
    }
}
