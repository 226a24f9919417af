//
//  MembershipRouter.swift
//  Harbor
//

import SafariServices
import UIKit

final class MembershipRouter {

    weak var viewController: MembershipViewController?
}

extension MembershipRouter: MembershipRouterProtocol {
    func openPaymentMethods() {
        let screen = PaymentMethodsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openBenefits(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }

    func openMembershipTerms(url: URL) {
        let web = WebContentViewController(url: url)
        viewController?.navigationController?.pushViewController(web, animated: true)
    }
}
