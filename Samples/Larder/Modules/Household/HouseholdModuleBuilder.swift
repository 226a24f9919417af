//
//  HouseholdModuleBuilder.swift
//  Larder
//

import UIKit

enum HouseholdModuleBuilder {

    static func build() -> UIViewController {
        let view = HouseholdViewController()
        let interactor = HouseholdInteractor(account: AppServices.shared.account)
        let router = HouseholdRouter()
        let presenter = HouseholdPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
