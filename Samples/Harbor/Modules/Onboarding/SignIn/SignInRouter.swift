//
//  SignInRouter.swift
//  Harbor
//

import UIKit

final class SignInRouter {

    weak var viewController: SignInViewController?
}

extension SignInRouter: SignInRouterProtocol {
    func openMainTabBar() {
        guard let window = viewController?.view.window else { return }
        window.rootViewController = MainTabBarModuleBuilder.build()
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }

    func openForgotPassword() {
        let screen = ForgotPasswordModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showInvalidCredentials(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Wrong email or password", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func showAccountLocked() {
        let alert = AlertModuleBuilder.build(alert: .accountLocked)
        alert.modalPresentationStyle = .overFullScreen
        alert.modalTransitionStyle = .crossDissolve
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
