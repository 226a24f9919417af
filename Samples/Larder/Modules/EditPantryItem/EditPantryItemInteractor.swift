//
//  EditPantryItemInteractor.swift
//  Larder
//

import Foundation

final class EditPantryItemInteractor {

    weak var output: EditPantryItemInteractorOutput?
    private let itemID: String
    private let pantry: PantryService

    init(itemID: String, pantry: PantryService) {
        self.itemID = itemID
        self.pantry = pantry
    }
}

extension EditPantryItemInteractor: EditPantryItemInteractorInput {
    func load() {
        pantry.fetchSections("edit-pantry-item/\(itemID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func deleteItem() {
        pantry.perform("deleteItem", on: "edit-pantry-item/\(itemID)") { [weak self] result in
            switch result {
            case .success: self?.output?.didDeleteItem()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
