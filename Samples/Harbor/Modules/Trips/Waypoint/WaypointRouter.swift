//
//  WaypointRouter.swift
//  Harbor
//

import UIKit

final class WaypointRouter {

    weak var viewController: WaypointViewController?
}

extension WaypointRouter: WaypointRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
