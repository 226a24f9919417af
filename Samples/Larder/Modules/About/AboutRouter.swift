//
//  AboutRouter.swift
//  Larder
//

import SafariServices
import UIKit

final class AboutRouter {

    weak var viewController: AboutViewController?
}

extension AboutRouter: AboutRouterProtocol {
    func openLicenses() {
        viewController?.navigationController?.pushViewController(LicensesViewController(), animated: true)
    }

    func openPrivacyPolicy(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }
}
