//
//  NutritionGoalsModuleBuilder.swift
//  Larder
//

import UIKit

enum NutritionGoalsModuleBuilder {

    static func build() -> UIViewController {
        let view = NutritionGoalsViewController()
        let interactor = NutritionGoalsInteractor(planner: AppServices.shared.planner)
        let router = NutritionGoalsRouter()
        let presenter = NutritionGoalsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
