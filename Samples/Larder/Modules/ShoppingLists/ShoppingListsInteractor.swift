//
//  ShoppingListsInteractor.swift
//  Larder
//

import Foundation

final class ShoppingListsInteractor {

    weak var output: ShoppingListsInteractorOutput?
    private let groceries: GroceryService

    init(groceries: GroceryService) {
        self.groceries = groceries
    }
}

extension ShoppingListsInteractor: ShoppingListsInteractorInput {
    func load() {
        groceries.fetchSections("shopping-lists") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
