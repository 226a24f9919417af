//
//  SignInModuleConfigurator.swift
//  Social
//

import UIKit

struct SignInModuleConfigurator {
    let services: ServicesContainer

    func build() -> VIPERModule {
        let view = SignInViewController()
        let router = SignInRouter(viewController: view)
        let interactor = SignInInteractor(users: services.users, storage: services.storage)
        let presenter = SignInPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return VIPERModule(view: view, router: router)
    }
}
