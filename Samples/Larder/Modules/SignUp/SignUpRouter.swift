//
//  SignUpRouter.swift
//  Larder
//

import SafariServices
import UIKit

final class SignUpRouter {

    weak var viewController: SignUpViewController?
}

extension SignUpRouter: SignUpRouterProtocol {
    func openVerifyEmail(email: String) {
        let screen = VerifyEmailModuleBuilder.build(email: email)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openTerms(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
