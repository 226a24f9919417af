//
//  VerifyPhoneModuleBuilder.swift
//  Harbor
//

import UIKit

enum VerifyPhoneModuleBuilder {

    static func build() -> UIViewController {
        let view = VerifyPhoneViewController()
        let interactor = VerifyPhoneInteractor(session: AppServices.shared.session)
        let router = VerifyPhoneRouter()
        let presenter = VerifyPhonePresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
