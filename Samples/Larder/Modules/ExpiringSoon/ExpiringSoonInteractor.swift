//
//  ExpiringSoonInteractor.swift
//  Larder
//

import Foundation

final class ExpiringSoonInteractor {

    weak var output: ExpiringSoonInteractorOutput?
    private let pantry: PantryService

    init(pantry: PantryService) {
        self.pantry = pantry
    }
}

extension ExpiringSoonInteractor: ExpiringSoonInteractorInput {
    func load() {
        pantry.fetchSections("expiring-soon") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
