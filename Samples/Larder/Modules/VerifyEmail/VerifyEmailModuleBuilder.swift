//
//  VerifyEmailModuleBuilder.swift
//  Larder
//

import UIKit

enum VerifyEmailModuleBuilder {

    static func build(email: String) -> UIViewController {
        let view = VerifyEmailViewController()
        let interactor = VerifyEmailInteractor(email: email, account: AppServices.shared.account)
        let router = VerifyEmailRouter()
        let presenter = VerifyEmailPresenter(view: view, interactor: interactor, router: router, email: email)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
