//
//  OrdersRouter.swift
//  ShopAdmin
//

import UIKit

final class OrdersRouter: OrdersRouting {

    weak var viewController: UIViewController?

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
