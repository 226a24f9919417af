//
//  MaintenanceLogRouter.swift
//  Harbor
//

import UIKit

final class MaintenanceLogRouter {

    weak var viewController: MaintenanceLogViewController?
}

extension MaintenanceLogRouter: MaintenanceLogRouterProtocol {
    func openMaintenanceEntry(entryID: String) {
        let screen = MaintenanceEntryModuleBuilder.build(entryID: entryID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
