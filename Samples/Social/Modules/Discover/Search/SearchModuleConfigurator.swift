//
//  SearchModuleConfigurator.swift
//  Social
//

import UIKit

struct SearchModuleConfigurator {
    let services: ServicesContainer
    let initialQuery: String?

    func build() -> VIPERModule {
        let view = SearchViewController(users: services.users, initialQuery: initialQuery)
        let router = SearchRouter(viewController: view)
        view.router = router
        return VIPERModule(view: view, router: router)
    }
}
