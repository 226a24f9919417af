//
//  PantryItemInteractor.swift
//  Larder
//

import Foundation

final class PantryItemInteractor {

    weak var output: PantryItemInteractorOutput?
    private let itemID: String
    private let pantry: PantryService

    init(itemID: String, pantry: PantryService) {
        self.itemID = itemID
        self.pantry = pantry
    }
}

extension PantryItemInteractor: PantryItemInteractorInput {
    func load() {
        pantry.fetchSections("pantry-item/\(itemID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
