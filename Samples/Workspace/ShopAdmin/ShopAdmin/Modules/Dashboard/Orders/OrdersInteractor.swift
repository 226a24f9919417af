//
//  OrdersInteractor.swift
//  ShopAdmin
//

import Foundation
import ShopKit

final class OrdersInteractor: OrdersInteracting {

    weak var delegate: OrdersInteractorDelegate?
    private var shipped: Set<Order.ID> = []

    func fetchOrders(filter: OrdersBuilder.Filter) {
        ShopClient.shared.orders { [weak self] orders in
            guard let self = self else { return }
            let visible = filter == .all ? orders : orders.filter { $0.state != .shipped && !self.shipped.contains($0.id) }
            self.delegate?.didFetch(orders: visible)
        }
    }

    func markShipped(_ order: Order) {
        shipped.insert(order.id)
        fetchOrders(filter: .open)
    }
}
