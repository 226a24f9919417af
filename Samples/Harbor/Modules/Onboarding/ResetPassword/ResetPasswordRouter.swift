//
//  ResetPasswordRouter.swift
//  Harbor
//

import UIKit

final class ResetPasswordRouter {

    weak var viewController: ResetPasswordViewController?
}

extension ResetPasswordRouter: ResetPasswordRouterProtocol {
    func close() {
        // Back to sign-in: the whole reset flow is done.
        viewController?.navigationController?.popToRootViewController(animated: true)
    }
}
