//
//  PrivacyModuleBuilder.swift
//  Harbor
//

import UIKit

enum PrivacyModuleBuilder {

    static func build() -> UIViewController {
        let view = PrivacyViewController()
        let interactor = PrivacyInteractor(account: AppServices.shared.account)
        let router = PrivacyRouter()
        let presenter = PrivacyPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
