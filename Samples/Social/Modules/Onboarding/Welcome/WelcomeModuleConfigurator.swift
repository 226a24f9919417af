//
//  WelcomeModuleConfigurator.swift
//  Social
//

import UIKit

struct WelcomeModuleConfigurator {
    func build() -> VIPERModule {
        let view = WelcomeViewController()
        let router = WelcomeRouter(viewController: view)
        let presenter = WelcomePresenter(view: view, router: router)
        view.presenter = presenter
        return VIPERModule(view: view, router: router)
    }
}
