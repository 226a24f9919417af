//
//  DeleteAccountRouter.swift
//  Larder
//

import UIKit

final class DeleteAccountRouter {

    weak var viewController: DeleteAccountViewController?
}

extension DeleteAccountRouter: DeleteAccountRouterProtocol {
    func openWelcome() {
        guard let window = viewController?.view.window else { return }
        window.rootViewController = UINavigationController(rootViewController: WelcomeModuleBuilder.build())
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }

    func confirmDelete(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Delete your account and all your lists?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
