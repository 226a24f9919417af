//
//  SettingsRouter.swift
//  Notes
//

import UIKit

/// Wireframe-style: one method per destination.
protocol SettingsWireframe: AnyObject {
    func navigateToOnboarding()
}

final class SettingsRouter: SettingsWireframe {

    weak var viewController: UIViewController?

    func navigateToOnboarding() {
        let onboarding = OnboardingRouter.createModule(view: OnboardingView(), presenter: OnboardingPresenter(), interactor: OnboardingInteractor(), router: OnboardingRouter())
        viewController?.view.window?.rootViewController = onboarding
    }
}
