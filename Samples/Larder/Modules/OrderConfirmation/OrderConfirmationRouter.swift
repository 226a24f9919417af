//
//  OrderConfirmationRouter.swift
//  Larder
//

import UIKit

final class OrderConfirmationRouter {

    weak var viewController: OrderConfirmationViewController?
}

extension OrderConfirmationRouter: OrderConfirmationRouterProtocol {
    func close() {
        viewController?.navigationController?.popToRootViewController(animated: true)
    }
}
