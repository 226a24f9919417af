//
//  HouseholdSetupRouter.swift
//  Larder
//

import UIKit

final class HouseholdSetupRouter {

    weak var viewController: HouseholdSetupViewController?
}

extension HouseholdSetupRouter: HouseholdSetupRouterProtocol {
    func openMainTabBar() {
        guard let window = viewController?.view.window else { return }
        window.rootViewController = MainTabBarModuleBuilder.build()
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }

    func shareInviteCode(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }
}
