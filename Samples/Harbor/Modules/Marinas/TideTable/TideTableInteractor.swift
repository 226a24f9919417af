//
//  TideTableInteractor.swift
//  Harbor
//

import Foundation

final class TideTableInteractor {

    weak var output: TideTableInteractorOutput?
    private let marinaID: String
    private let marinas: MarinaService

    init(marinaID: String, marinas: MarinaService) {
        self.marinaID = marinaID
        self.marinas = marinas
    }
}

extension TideTableInteractor: TideTableInteractorInput {
    func load() {
        marinas.fetchSections("tide-table/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
