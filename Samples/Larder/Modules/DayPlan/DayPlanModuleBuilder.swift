//
//  DayPlanModuleBuilder.swift
//  Larder
//

import UIKit

enum DayPlanModuleBuilder {

    static func build(dayID: String) -> UIViewController {
        let view = DayPlanViewController()
        let interactor = DayPlanInteractor(dayID: dayID, planner: AppServices.shared.planner)
        let router = DayPlanRouter()
        let presenter = DayPlanPresenter(view: view, interactor: interactor, router: router, dayID: dayID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
