//
//  SettingsRouter.swift
//  Harbor
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

    func openPrivacy() {
        let screen = PrivacyModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openLanguage() {
        let screen = LanguageModuleBuilder.build()
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
        window.rootViewController = WelcomeModuleBuilder.build()
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }

    func confirmSignOut(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Sign out of Harbor?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
