//
//  MyProfileModuleConfigurator.swift
//  Social
//

import UIKit

struct MyProfileModuleConfigurator {
    let services: ServicesContainer

    func build() -> VIPERModule {
        let view = MyProfileViewController()
        let router = MyProfileRouter(viewController: view)
        view.presenter = MyProfilePresenter(view: view, router: router, session: .shared)
        return VIPERModule(view: view, router: router)
    }
}
