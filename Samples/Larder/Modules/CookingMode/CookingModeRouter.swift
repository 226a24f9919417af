//
//  CookingModeRouter.swift
//  Larder
//

import UIKit

final class CookingModeRouter {

    weak var viewController: CookingModeViewController?
}

extension CookingModeRouter: CookingModeRouterProtocol {
    func openCookingStep(stepID: String) {
        let screen = CookingStepModuleBuilder.build(stepID: stepID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
