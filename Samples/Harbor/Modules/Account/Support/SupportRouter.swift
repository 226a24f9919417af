//
//  SupportRouter.swift
//  Harbor
//

import UIKit

final class SupportRouter {

    weak var viewController: SupportViewController?
}

extension SupportRouter: SupportRouterProtocol {
    func openContactSupport() {
        let screen = ContactSupportModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openFAQ() {
        let screen = FAQModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
