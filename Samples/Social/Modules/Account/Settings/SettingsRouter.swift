//
//  SettingsRouter.swift
//  Social
//

import UIKit

final class SettingsRouter: BaseRouter {

    func routeToSupport() {
#if DEBUG
        AppModules.Account.debugMenu.build()?.router.present(withPushfrom: self)
#else
        AppModules.Account.helpCenter.build()?.router.present(withPushfrom: self)
#endif
    }

    func routeToWelcome() {
        guard let window = viewController?.view.window else { return }
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            window.rootViewController = AppModules.Onboarding.welcome.build()?.navigationWrapped()
        })
    }
}
