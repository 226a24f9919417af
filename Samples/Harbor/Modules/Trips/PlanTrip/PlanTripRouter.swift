//
//  PlanTripRouter.swift
//  Harbor
//

import UIKit

final class PlanTripRouter {

    weak var viewController: PlanTripViewController?
}

extension PlanTripRouter: PlanTripRouterProtocol {
    func openRouteEditor(tripID: String) {
        let screen = RouteEditorModuleBuilder.build(tripID: tripID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openFloatPlan(tripID: String) {
        let screen = FloatPlanModuleBuilder.build(tripID: tripID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
