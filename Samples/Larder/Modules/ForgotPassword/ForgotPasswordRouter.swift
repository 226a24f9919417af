//
//  ForgotPasswordRouter.swift
//  Larder
//

import UIKit

final class ForgotPasswordRouter {

    weak var viewController: ForgotPasswordViewController?
}

extension ForgotPasswordRouter: ForgotPasswordRouterProtocol {
    func showLinkSent() {
        let alert = UIAlertController(title: NSLocalizedString("Check your inbox", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default))
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
