//
//  VerifyEmailRouter.swift
//  Larder
//

import UIKit

final class VerifyEmailRouter {

    weak var viewController: VerifyEmailViewController?
}

extension VerifyEmailRouter: VerifyEmailRouterProtocol {
    func openDietaryPreferences() {
        let screen = DietaryPreferencesModuleBuilder.build(mode: .onboarding)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showCodeExpired() {
        let alert = UIAlertController(title: NSLocalizedString("This code has expired", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default))
        viewController?.present(alert, animated: true)
    }
}
