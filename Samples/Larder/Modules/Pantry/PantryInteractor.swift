//
//  PantryInteractor.swift
//  Larder
//

import Foundation

final class PantryInteractor {

    weak var output: PantryInteractorOutput?
    private let pantry: PantryService

    init(pantry: PantryService) {
        self.pantry = pantry
    }
}

extension PantryInteractor: PantryInteractorInput {
    func load() {
        pantry.fetchSections("pantry") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
