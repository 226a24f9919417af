//
//  ResetPasswordModuleBuilder.swift
//  Harbor
//

import UIKit

enum ResetPasswordModuleBuilder {

    static func build() -> UIViewController {
        let view = ResetPasswordViewController()
        let interactor = ResetPasswordInteractor(session: AppServices.shared.session)
        let router = ResetPasswordRouter()
        let presenter = ResetPasswordPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
