//
//  SettingsModuleConfigurator.swift
//  Social
//

import UIKit

struct SettingsModuleConfigurator {
    let services: ServicesContainer

    func build() -> VIPERModule {
        let view = SettingsViewController()
        let router = SettingsRouter(viewController: view)
        view.presenter = SettingsPresenter(view: view, router: router, storage: services.storage)
        return VIPERModule(view: view, router: router)
    }
}
