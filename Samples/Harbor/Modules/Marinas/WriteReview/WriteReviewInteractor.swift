//
//  WriteReviewInteractor.swift
//  Harbor
//

import Foundation

final class WriteReviewInteractor {

    weak var output: WriteReviewInteractorOutput?
    private let marinaID: String
    private let marinas: MarinaService

    init(marinaID: String, marinas: MarinaService) {
        self.marinaID = marinaID
        self.marinas = marinas
    }
}

extension WriteReviewInteractor: WriteReviewInteractorInput {
    func load() {
        marinas.fetchSections("write-review/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
