//
//  WelcomeRouter.swift
//  Harbor
//

import UIKit

final class WelcomeRouter {

    weak var viewController: WelcomeViewController?
}

extension WelcomeRouter: WelcomeRouterProtocol {
    func openSignIn() {
        let screen = SignInModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openSignUp() {
        let screen = SignUpModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openTutorial() {
        let screen = TutorialModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
