//
//  BerthAvailabilityRouter.swift
//  Harbor
//

import UIKit

final class BerthAvailabilityRouter {

    weak var viewController: BerthAvailabilityViewController?
}

extension BerthAvailabilityRouter: BerthAvailabilityRouterProtocol {
    func openBerthPicker(marinaID: String) {
        let screen = BerthPickerModuleBuilder.build(marinaID: marinaID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
