//
//  DietaryPreferencesModuleBuilder.swift
//  Larder
//

import UIKit

enum DietaryPreferencesModuleBuilder {

    static func build(mode: DietaryPreferencesMode) -> UIViewController {
        let view = DietaryPreferencesViewController()
        let interactor = DietaryPreferencesInteractor(account: AppServices.shared.account)
        let router = DietaryPreferencesRouter()
        let presenter = DietaryPreferencesPresenter(view: view, interactor: interactor, router: router, mode: mode)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
