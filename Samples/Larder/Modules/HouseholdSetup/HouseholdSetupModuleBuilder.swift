//
//  HouseholdSetupModuleBuilder.swift
//  Larder
//

import UIKit

enum HouseholdSetupModuleBuilder {

    static func build() -> UIViewController {
        let view = HouseholdSetupViewController()
        let interactor = HouseholdSetupInteractor(account: AppServices.shared.account)
        let router = HouseholdSetupRouter()
        let presenter = HouseholdSetupPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
