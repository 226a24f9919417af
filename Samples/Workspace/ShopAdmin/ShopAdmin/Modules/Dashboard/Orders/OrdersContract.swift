//
//  OrdersContract.swift
//  ShopAdmin
//

import UIKit
import ShopKit

protocol OrdersPresenting: AnyObject {
    func viewDidLoad()
    func didMarkShipped(at row: Int)
    func didTapDone()
}

protocol OrdersViewing: AnyObject {
    func update(rows: [String])
}

protocol OrdersInteracting: AnyObject {
    var delegate: OrdersInteractorDelegate? { get set }
    func fetchOrders(filter: OrdersBuilder.Filter)
    func markShipped(_ order: Order)
}

protocol OrdersInteractorDelegate: AnyObject {
    func didFetch(orders: [Order])
}

protocol OrdersRouting: AnyObject {
    func close()
}
