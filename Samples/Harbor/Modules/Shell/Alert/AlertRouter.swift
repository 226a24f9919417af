//
//  AlertRouter.swift
//  Harbor
//

import SafariServices
import UIKit

final class AlertRouter {
    weak var viewController: UIViewController?
}

extension AlertRouter: AlertRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }

    func openMoreInfo(url: URL) {
        viewController?.present(SFSafariViewController(url: url), animated: true)
    }
}
