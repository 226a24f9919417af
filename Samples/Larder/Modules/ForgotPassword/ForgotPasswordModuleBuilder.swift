//
//  ForgotPasswordModuleBuilder.swift
//  Larder
//

import UIKit

enum ForgotPasswordModuleBuilder {

    static func build() -> UIViewController {
        let view = ForgotPasswordViewController()
        let interactor = ForgotPasswordInteractor(account: AppServices.shared.account)
        let router = ForgotPasswordRouter()
        let presenter = ForgotPasswordPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
