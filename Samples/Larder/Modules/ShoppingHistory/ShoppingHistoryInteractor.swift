//
//  ShoppingHistoryInteractor.swift
//  Larder
//

import Foundation

final class ShoppingHistoryInteractor {

    weak var output: ShoppingHistoryInteractorOutput?
    private let groceries: GroceryService

    init(groceries: GroceryService) {
        self.groceries = groceries
    }
}

extension ShoppingHistoryInteractor: ShoppingHistoryInteractorInput {
    func load() {
        groceries.fetchSections("shopping-history") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
