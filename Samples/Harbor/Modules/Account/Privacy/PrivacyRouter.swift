//
//  PrivacyRouter.swift
//  Harbor
//

import UIKit

final class PrivacyRouter {

    weak var viewController: PrivacyViewController?
}

extension PrivacyRouter: PrivacyRouterProtocol {
    func openPrivacyPolicy(url: URL) {
        let web = WebContentViewController(url: url)
        viewController?.navigationController?.pushViewController(web, animated: true)
    }
}
