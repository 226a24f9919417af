//
//  LoginBuilder.swift
//  ShopAdmin
//

import UIKit

enum LoginBuilder {

    static func makeModule() -> UIViewController {
        let router = LoginRouter()
        let interactor = LoginInteractor()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let viewController = LoginViewController(presenter: presenter)

        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter

        return viewController
    }
}
