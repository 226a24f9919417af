//
//  SignUpRouter.swift
//  Harbor
//

import UIKit

final class SignUpRouter {

    weak var viewController: SignUpViewController?
}

extension SignUpRouter: SignUpRouterProtocol {
    func openVerifyPhone() {
        let screen = VerifyPhoneModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openTerms(url: URL) {
        let web = WebContentViewController(url: url)
        viewController?.navigationController?.pushViewController(web, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
