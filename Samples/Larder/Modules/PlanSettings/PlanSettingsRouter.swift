//
//  PlanSettingsRouter.swift
//  Larder
//

import UIKit

final class PlanSettingsRouter {

    weak var viewController: PlanSettingsViewController?
}

extension PlanSettingsRouter: PlanSettingsRouterProtocol {
    func openNutritionGoals() {
        let screen = NutritionGoalsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
