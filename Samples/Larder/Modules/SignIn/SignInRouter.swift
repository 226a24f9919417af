//
//  SignInRouter.swift
//  Larder
//

import UIKit

final class SignInRouter {

    weak var viewController: SignInViewController?
}

extension SignInRouter: SignInRouterProtocol {
    func openForgotPassword() {
        let screen = ForgotPasswordModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMainTabBar() {
        guard let window = viewController?.view.window else { return }
        window.rootViewController = MainTabBarModuleBuilder.build()
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }

    func showAccountLocked() {
        let notice = NoticeModuleBuilder.build(notice: .accountLocked)
        notice.modalPresentationStyle = .overFullScreen
        notice.modalTransitionStyle = .crossDissolve
        viewController?.present(notice, animated: true)
    }

    func showInvalidCredentials() {
        let alert = UIAlertController(title: NSLocalizedString("Wrong email or password", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default))
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
