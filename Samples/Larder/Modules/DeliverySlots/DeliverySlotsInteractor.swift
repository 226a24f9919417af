//
//  DeliverySlotsInteractor.swift
//  Larder
//

import Foundation

final class DeliverySlotsInteractor {

    weak var output: DeliverySlotsInteractorOutput?
    private let listID: String
    private let groceries: GroceryService

    init(listID: String, groceries: GroceryService) {
        self.listID = listID
        self.groceries = groceries
    }
}

extension DeliverySlotsInteractor: DeliverySlotsInteractorInput {
    func load() {
        groceries.fetchSections("delivery-slots/\(listID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func bookSlot() {
        groceries.perform("bookSlot", on: "delivery-slots/\(listID)") { [weak self] result in
            switch result {
            case .success(let id): self?.output?.didBookSlot(orderID: id)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
