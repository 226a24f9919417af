//
//  WelcomeRouter.swift
//  Social
//

import UIKit

protocol WelcomeRouterProtocol: AnyObject {
    func routeToSignIn()
    func routeToSignUp(referralCode: String?)
}

final class WelcomeRouter: BaseRouter, WelcomeRouterProtocol {

    func routeToSignIn() {
        AppModules.Onboarding.signIn.build()?.router.present(from: self)
    }

    func routeToSignUp(referralCode: String?) {
        AppModules.Onboarding.signUp(referralCode: referralCode).build()?.router.present(withPushfrom: self)
    }
}
