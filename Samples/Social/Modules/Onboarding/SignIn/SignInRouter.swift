//
//  SignInRouter.swift
//  Social
//

import UIKit

final class SignInRouter: BaseRouter {

    func routeToMainTabs() {
        viewController?.view.window?.rootViewController = AppModules.Main.mainTabs.build()?.view
    }

    func routeToPasswordReset(prefilledEmail: String?) {
        AppModules.Onboarding.passwordReset(email: prefilledEmail).build()?.router.present(from: self)
    }
}
