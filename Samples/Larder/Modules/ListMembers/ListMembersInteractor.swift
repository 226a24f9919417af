//
//  ListMembersInteractor.swift
//  Larder
//

import Foundation

final class ListMembersInteractor {

    weak var output: ListMembersInteractorOutput?
    private let listID: String
    private let groceries: GroceryService

    init(listID: String, groceries: GroceryService) {
        self.listID = listID
        self.groceries = groceries
    }
}

extension ListMembersInteractor: ListMembersInteractorInput {
    func load() {
        groceries.fetchSections("list-members/\(listID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
