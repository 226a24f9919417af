//
//  MealSlotModuleBuilder.swift
//  Larder
//

import UIKit

enum MealSlotModuleBuilder {

    static func build(slotID: String) -> UIViewController {
        let view = MealSlotViewController()
        let interactor = MealSlotInteractor(slotID: slotID, planner: AppServices.shared.planner)
        let router = MealSlotRouter()
        let presenter = MealSlotPresenter(view: view, interactor: interactor, router: router, slotID: slotID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
