//
//  WelcomeModuleBuilder.swift
//  Harbor
//

import UIKit

enum WelcomeModuleBuilder {

    static func build() -> UIViewController {
        let view = WelcomeViewController()
        let interactor = WelcomeInteractor(session: AppServices.shared.session)
        let router = WelcomeRouter()
        let presenter = WelcomePresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
