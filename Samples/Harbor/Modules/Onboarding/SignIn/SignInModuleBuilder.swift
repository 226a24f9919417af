//
//  SignInModuleBuilder.swift
//  Harbor
//

import UIKit

enum SignInModuleBuilder {

    static func build() -> UIViewController {
        let view = SignInViewController()
        let interactor = SignInInteractor(session: AppServices.shared.session)
        let router = SignInRouter()
        let presenter = SignInPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
