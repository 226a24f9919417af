//
//  MainTabsModuleConfigurator.swift
//  Social
//

import UIKit

struct MainTabsModuleConfigurator {
    func build() -> VIPERModule {
        let view = MainTabsViewController()
        let router = MainTabsRouter(viewController: view)
        view.presenter = MainTabsPresenter(view: view, router: router)
        return VIPERModule(view: view, router: router)
    }
}
