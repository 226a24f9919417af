//
//  WalletHomeModuleConfigurator.swift
//  Social
//

import UIKit

struct WalletHomeModuleConfigurator {
    let services: ServicesContainer

    func build() -> VIPERModule {
        let view = WalletHomeViewController()
        let router = WalletHomeRouter(viewController: view)
        let interactor = WalletHomeInteractor(wallet: services.wallet)
        view.presenter = WalletHomePresenter(view: view, interactor: interactor, router: router)
        return VIPERModule(view: view, router: router)
    }
}
