//
//  MealPlannerRouter.swift
//  Larder
//

import UIKit

final class MealPlannerRouter {

    weak var viewController: MealPlannerViewController?
}

extension MealPlannerRouter: MealPlannerRouterProtocol {
    func openDayPlan(dayID: String) {
        let screen = DayPlanModuleBuilder.build(dayID: dayID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openPlanTemplates() {
        let screen = PlanTemplatesModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openPlanSettings() {
        let screen = PlanSettingsModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openLeftoverTracker() {
        let screen = LeftoverTrackerModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openShoppingList(listID: String) {
        let screen = ShoppingListModuleBuilder.build(listID: listID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func shareWeek(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }
}
