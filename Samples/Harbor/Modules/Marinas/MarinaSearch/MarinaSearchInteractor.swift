//
//  MarinaSearchInteractor.swift
//  Harbor
//

import Foundation

final class MarinaSearchInteractor {

    weak var output: MarinaSearchInteractorOutput?
    private let marinas: MarinaService

    init(marinas: MarinaService) {
        self.marinas = marinas
    }
}

extension MarinaSearchInteractor: MarinaSearchInteractorInput {
    func load() {
        marinas.fetchSections("marina-search") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
