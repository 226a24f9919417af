//
//  FAQRouter.swift
//  Harbor
//

import SafariServices
import UIKit

final class FAQRouter {

    weak var viewController: FAQViewController?
}

extension FAQRouter: FAQRouterProtocol {
    func openHelpCenter(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }

    func openArticle(url: URL) {
        let web = WebContentViewController(url: url)
        viewController?.navigationController?.pushViewController(web, animated: true)
    }
}
