//
//  DietaryPreferencesRouter.swift
//  Larder
//

import UIKit

final class DietaryPreferencesRouter {

    weak var viewController: DietaryPreferencesViewController?
}

extension DietaryPreferencesRouter: DietaryPreferencesRouterProtocol {
    func openHouseholdSetup() {
        let screen = HouseholdSetupModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
