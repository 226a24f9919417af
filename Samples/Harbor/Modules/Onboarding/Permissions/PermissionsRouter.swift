//
//  PermissionsRouter.swift
//  Harbor
//

import UIKit

final class PermissionsRouter {

    weak var viewController: PermissionsViewController?
}

extension PermissionsRouter: PermissionsRouterProtocol {
    func openMainTabBar() {
        guard let window = viewController?.view.window else { return }
        window.rootViewController = MainTabBarModuleBuilder.build()
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }

    func showLocationDenied(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Location is off", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
