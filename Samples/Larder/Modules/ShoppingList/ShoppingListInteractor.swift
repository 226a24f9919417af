//
//  ShoppingListInteractor.swift
//  Larder
//

import Foundation

final class ShoppingListInteractor {

    weak var output: ShoppingListInteractorOutput?
    private let listID: String
    private let groceries: GroceryService

    init(listID: String, groceries: GroceryService) {
        self.listID = listID
        self.groceries = groceries
    }
}

extension ShoppingListInteractor: ShoppingListInteractorInput {
    func load() {
        groceries.fetchSections("shopping-list/\(listID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func clearChecked() {
        groceries.perform("clearChecked", on: "shopping-list/\(listID)") { [weak self] result in
            switch result {
            case .success: self?.output?.didClearChecked()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
