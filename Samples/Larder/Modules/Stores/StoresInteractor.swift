//
//  StoresInteractor.swift
//  Larder
//

import Foundation

final class StoresInteractor {

    weak var output: StoresInteractorOutput?
    private let groceries: GroceryService

    init(groceries: GroceryService) {
        self.groceries = groceries
    }
}

extension StoresInteractor: StoresInteractorInput {
    func load() {
        groceries.fetchSections("stores") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
