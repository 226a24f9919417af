//
//  SettingsRouter.swift
//  Larder
//

import UIKit

final class SettingsRouter {

    weak var viewController: SettingsViewController?
}

extension SettingsRouter: SettingsRouterProtocol {
    func openNotificationSettings() {
        let screen = NotificationSettingsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openUnits() {
        let screen = UnitsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openDietaryPreferences() {
        let screen = DietaryPreferencesModuleBuilder.build(mode: .settings)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openSubscription() {
        let screen = SubscriptionModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openAbout() {
        let screen = AboutModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openDeleteAccount() {
        let screen = DeleteAccountModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func signOut() {
        guard let window = viewController?.view.window else { return }
        window.rootViewController = UINavigationController(rootViewController: WelcomeModuleBuilder.build())
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }

    func confirmSignOut(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Sign out of Larder?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
