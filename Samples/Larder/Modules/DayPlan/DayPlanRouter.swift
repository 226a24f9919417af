//
//  DayPlanRouter.swift
//  Larder
//

import UIKit

final class DayPlanRouter {

    weak var viewController: DayPlanViewController?
}

extension DayPlanRouter: DayPlanRouterProtocol {
    func openMealSlot(slotID: String) {
        let screen = MealSlotModuleBuilder.build(slotID: slotID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
