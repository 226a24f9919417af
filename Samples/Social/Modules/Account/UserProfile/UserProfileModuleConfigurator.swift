//
//  UserProfileModuleConfigurator.swift
//  Social
//

import UIKit

struct UserProfileModuleConfigurator {
    let services: ServicesContainer
    let user: UserProtocol

    func build() -> VIPERModule {
        let view = UserProfileViewController()
        let router = UserProfileRouter(viewController: view)
        let interactor = UserProfileInteractor(user: user, users: services.users)
        view.presenter = UserProfilePresenter(view: view, interactor: interactor, router: router)
        return VIPERModule(view: view, router: router)
    }
}
