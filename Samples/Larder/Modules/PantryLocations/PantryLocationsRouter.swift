//
//  PantryLocationsRouter.swift
//  Larder
//

import UIKit

final class PantryLocationsRouter {

    weak var viewController: PantryLocationsViewController?
}

extension PantryLocationsRouter: PantryLocationsRouterProtocol {
    func openEditLocation(locationID: String) {
        let screen = EditLocationModuleBuilder.build(locationID: locationID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
