//
//  OrderConfirmationInteractor.swift
//  Larder
//

import Foundation

final class OrderConfirmationInteractor {

    weak var output: OrderConfirmationInteractorOutput?
    private let orderID: String
    private let groceries: GroceryService

    init(orderID: String, groceries: GroceryService) {
        self.orderID = orderID
        self.groceries = groceries
    }
}

extension OrderConfirmationInteractor: OrderConfirmationInteractorInput {
    func load() {
        groceries.fetchSections("order-confirmation/\(orderID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
