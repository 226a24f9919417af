//
//  MarinaMapInteractor.swift
//  Harbor
//

import Foundation

final class MarinaMapInteractor {

    weak var output: MarinaMapInteractorOutput?
    private let marinas: MarinaService

    init(marinas: MarinaService) {
        self.marinas = marinas
    }
}

extension MarinaMapInteractor: MarinaMapInteractorInput {
    func load() {
        marinas.fetchSections("marina-map") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
