//
//  OrdersPresenter.swift
//  ShopAdmin
//

import Foundation
import ShopKit

final class OrdersPresenter: OrdersPresenting {

    weak var view: OrdersViewing?
    private let filter: OrdersBuilder.Filter
    private let interactor: OrdersInteracting
    private let router: OrdersRouting
    private var orders: [Order] = []

    init(filter: OrdersBuilder.Filter, interactor: OrdersInteracting, router: OrdersRouting) {
        self.filter = filter
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.fetchOrders(filter: filter)
    }

    func didMarkShipped(at row: Int) {
        interactor.markShipped(orders[row])
    }

    func didTapDone() {
        router.close()
    }
}

extension OrdersPresenter: OrdersInteractorDelegate {
    func didFetch(orders: [Order]) {
        self.orders = orders
        view?.update(rows: orders.map { "#\($0.id) · \($0.state.rawValue)" })
    }
}
