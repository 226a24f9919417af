//
//  SignInModuleBuilder.swift
//  Larder
//

import UIKit

enum SignInModuleBuilder {

    static func build() -> UIViewController {
        let view = SignInViewController()
        let interactor = SignInInteractor(account: AppServices.shared.account)
        let router = SignInRouter()
        let presenter = SignInPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
