//
//  ForgotPasswordRouter.swift
//  Harbor
//

import UIKit

final class ForgotPasswordRouter {

    weak var viewController: ForgotPasswordViewController?
}

extension ForgotPasswordRouter: ForgotPasswordRouterProtocol {
    func openResetPassword() {
        let screen = ResetPasswordModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
