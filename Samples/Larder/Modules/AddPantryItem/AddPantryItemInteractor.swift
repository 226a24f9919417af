//
//  AddPantryItemInteractor.swift
//  Larder
//

import Foundation

final class AddPantryItemInteractor {

    weak var output: AddPantryItemInteractorOutput?
    private let pantry: PantryService

    init(pantry: PantryService) {
        self.pantry = pantry
    }
}

extension AddPantryItemInteractor: AddPantryItemInteractorInput {
    func load() {
        pantry.fetchSections("add-pantry-item") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
