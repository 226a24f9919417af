//
//  DeliveryOrderInteractor.swift
//  Larder
//

import Foundation

final class DeliveryOrderInteractor {

    weak var output: DeliveryOrderInteractorOutput?
    private let listID: String
    private let groceries: GroceryService

    init(listID: String, groceries: GroceryService) {
        self.listID = listID
        self.groceries = groceries
    }
}

extension DeliveryOrderInteractor: DeliveryOrderInteractorInput {
    func load() {
        groceries.fetchSections("delivery-order/\(listID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
