//
//  StoreDetailsRouter.swift
//  Larder
//

import SafariServices
import UIKit

final class StoreDetailsRouter {

    weak var viewController: StoreDetailsViewController?
}

extension StoreDetailsRouter: StoreDetailsRouterProtocol {
    func openWebsite(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }
}
