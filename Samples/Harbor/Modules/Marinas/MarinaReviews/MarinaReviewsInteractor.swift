//
//  MarinaReviewsInteractor.swift
//  Harbor
//

import Foundation

final class MarinaReviewsInteractor {

    weak var output: MarinaReviewsInteractorOutput?
    private let marinaID: String
    private let marinas: MarinaService

    init(marinaID: String, marinas: MarinaService) {
        self.marinaID = marinaID
        self.marinas = marinas
    }
}

extension MarinaReviewsInteractor: MarinaReviewsInteractorInput {
    func load() {
        marinas.fetchSections("marina-reviews/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
