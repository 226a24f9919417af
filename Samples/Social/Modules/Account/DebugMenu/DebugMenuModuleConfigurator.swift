//
//  DebugMenuModuleConfigurator.swift
//  Social
//

import UIKit

struct DebugMenuModuleConfigurator {
    func build() -> VIPERModule {
        let view = DebugMenuViewController()
        let router = DebugMenuRouter(viewController: view)
        view.presenter = DebugMenuPresenter(view: view, router: router)
        return VIPERModule(view: view, router: router)
    }
}
