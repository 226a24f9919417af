//
//  MarinaDetailsInteractor.swift
//  Harbor
//

import Foundation

final class MarinaDetailsInteractor {

    weak var output: MarinaDetailsInteractorOutput?
    private let marinaID: String
    private let marinas: MarinaService

    init(marinaID: String, marinas: MarinaService) {
        self.marinaID = marinaID
        self.marinas = marinas
    }
}

extension MarinaDetailsInteractor: MarinaDetailsInteractorInput {
    func load() {
        marinas.fetchSections("marina-details/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
