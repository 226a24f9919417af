//
//  VerifyPhoneRouter.swift
//  Harbor
//

import UIKit

final class VerifyPhoneRouter {

    weak var viewController: VerifyPhoneViewController?
}

extension VerifyPhoneRouter: VerifyPhoneRouterProtocol {
    func openPermissions() {
        let screen = PermissionsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showCodeResent(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("We sent a new code", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
