//
//  CookingStepModuleBuilder.swift
//  Larder
//

import UIKit

enum CookingStepModuleBuilder {

    static func build(stepID: String) -> UIViewController {
        let view = CookingStepViewController()
        let interactor = CookingStepInteractor(stepID: stepID, recipes: AppServices.shared.recipes)
        let router = CookingStepRouter()
        let presenter = CookingStepPresenter(view: view, interactor: interactor, router: router, stepID: stepID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
