//
//  StoreDetailsInteractor.swift
//  Larder
//

import Foundation

final class StoreDetailsInteractor {

    weak var output: StoreDetailsInteractorOutput?
    private let storeID: String
    private let groceries: GroceryService

    init(storeID: String, groceries: GroceryService) {
        self.storeID = storeID
        self.groceries = groceries
    }
}

extension StoreDetailsInteractor: StoreDetailsInteractorInput {
    func load() {
        groceries.fetchSections("store-details/\(storeID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
