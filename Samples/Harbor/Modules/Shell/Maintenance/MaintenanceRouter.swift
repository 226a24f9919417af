//
//  MaintenanceRouter.swift
//  Harbor
//

import SafariServices
import UIKit

final class MaintenanceRouter {

    weak var viewController: MaintenanceViewController?
}

extension MaintenanceRouter: MaintenanceRouterProtocol {
    func openStatusPage(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
