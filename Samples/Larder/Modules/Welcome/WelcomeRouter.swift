//
//  WelcomeRouter.swift
//  Larder
//

import UIKit

final class WelcomeRouter {

    weak var viewController: WelcomeViewController?
}

extension WelcomeRouter: WelcomeRouterProtocol {
    func openIntroTour() {
        let screen = IntroTourModuleBuilder.build()
        screen.sheetPresentationController?.detents = [.medium(), .large()]
        viewController?.present(screen, animated: true)
    }

    func openSignIn() {
        let screen = SignInModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openSignUp() {
        let screen = SignUpModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
