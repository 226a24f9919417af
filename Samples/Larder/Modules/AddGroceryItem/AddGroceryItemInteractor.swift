//
//  AddGroceryItemInteractor.swift
//  Larder
//

import Foundation

final class AddGroceryItemInteractor {

    weak var output: AddGroceryItemInteractorOutput?
    private let listID: String
    private let groceries: GroceryService

    init(listID: String, groceries: GroceryService) {
        self.listID = listID
        self.groceries = groceries
    }
}

extension AddGroceryItemInteractor: AddGroceryItemInteractorInput {
    func load() {
        groceries.fetchSections("add-grocery-item/\(listID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
