//
//  SignUpModuleBuilder.swift
//  Larder
//

import UIKit

enum SignUpModuleBuilder {

    static func build() -> UIViewController {
        let view = SignUpViewController()
        let interactor = SignUpInteractor(account: AppServices.shared.account)
        let router = SignUpRouter()
        let presenter = SignUpPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
