//
//  ContactSupportModuleBuilder.swift
//  Harbor
//

import UIKit

enum ContactSupportModuleBuilder {

    static func build() -> UIViewController {
        let view = ContactSupportViewController()
        let interactor = ContactSupportInteractor(account: AppServices.shared.account)
        let router = ContactSupportRouter()
        let presenter = ContactSupportPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
