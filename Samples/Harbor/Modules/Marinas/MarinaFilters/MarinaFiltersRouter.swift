//
//  MarinaFiltersRouter.swift
//  Harbor
//

import UIKit

final class MarinaFiltersRouter {

    weak var viewController: MarinaFiltersViewController?
}

extension MarinaFiltersRouter: MarinaFiltersRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
