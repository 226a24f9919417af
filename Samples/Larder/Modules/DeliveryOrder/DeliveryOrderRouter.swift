//
//  DeliveryOrderRouter.swift
//  Larder
//

import UIKit

final class DeliveryOrderRouter {

    weak var viewController: DeliveryOrderViewController?
}

extension DeliveryOrderRouter: DeliveryOrderRouterProtocol {
    func openDeliverySlots(listID: String) {
        let screen = DeliverySlotsModuleBuilder.build(listID: listID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
