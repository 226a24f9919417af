//
//  SubscriptionModuleBuilder.swift
//  Larder
//

import UIKit

enum SubscriptionModuleBuilder {

    static func build() -> UIViewController {
        let view = SubscriptionViewController()
        let interactor = SubscriptionInteractor(account: AppServices.shared.account)
        let router = SubscriptionRouter()
        let presenter = SubscriptionPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
