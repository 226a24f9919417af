//
//  MealPlannerModuleBuilder.swift
//  Larder
//

import UIKit

enum MealPlannerModuleBuilder {

    static func build() -> UIViewController {
        let view = MealPlannerViewController()
        let interactor = MealPlannerInteractor(planner: AppServices.shared.planner)
        let router = MealPlannerRouter()
        let presenter = MealPlannerPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
