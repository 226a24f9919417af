//
//  PantryRouter.swift
//  Larder
//

import UIKit

final class PantryRouter {

    weak var viewController: PantryViewController?
}

extension PantryRouter: PantryRouterProtocol {
    func openPantryItem(itemID: String) {
        let screen = PantryItemModuleBuilder.build(itemID: itemID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openAddPantryItem() {
        let screen = AddPantryItemModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openExpiringSoon() {
        let screen = ExpiringSoonModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openPantryLocations() {
        let screen = PantryLocationsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openWasteReport() {
        let screen = WasteReportModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
