//
//  PantryLocationsInteractor.swift
//  Larder
//

import Foundation

final class PantryLocationsInteractor {

    weak var output: PantryLocationsInteractorOutput?
    private let pantry: PantryService

    init(pantry: PantryService) {
        self.pantry = pantry
    }
}

extension PantryLocationsInteractor: PantryLocationsInteractorInput {
    func load() {
        pantry.fetchSections("pantry-locations") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
