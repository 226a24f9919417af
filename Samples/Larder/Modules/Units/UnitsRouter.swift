//
//  UnitsRouter.swift
//  Larder
//

import UIKit

final class UnitsRouter {

    weak var viewController: UnitsViewController?
}

extension UnitsRouter: UnitsRouterProtocol {
    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
