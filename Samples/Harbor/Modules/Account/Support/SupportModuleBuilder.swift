//
//  SupportModuleBuilder.swift
//  Harbor
//

import UIKit

enum SupportModuleBuilder {

    static func build() -> UIViewController {
        let view = SupportViewController()
        let interactor = SupportInteractor(account: AppServices.shared.account)
        let router = SupportRouter()
        let presenter = SupportPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
