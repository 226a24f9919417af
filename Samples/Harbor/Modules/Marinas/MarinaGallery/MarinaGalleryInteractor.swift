//
//  MarinaGalleryInteractor.swift
//  Harbor
//

import Foundation

final class MarinaGalleryInteractor {

    weak var output: MarinaGalleryInteractorOutput?
    private let marinaID: String
    private let marinas: MarinaService

    init(marinaID: String, marinas: MarinaService) {
        self.marinaID = marinaID
        self.marinas = marinas
    }
}

extension MarinaGalleryInteractor: MarinaGalleryInteractorInput {
    func load() {
        marinas.fetchSections("marina-gallery/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
