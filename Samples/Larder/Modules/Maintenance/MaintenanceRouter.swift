//
//  MaintenanceRouter.swift
//  Larder
//

import UIKit

final class MaintenanceRouter {

    weak var viewController: MaintenanceViewController?
}

extension MaintenanceRouter: MaintenanceRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
