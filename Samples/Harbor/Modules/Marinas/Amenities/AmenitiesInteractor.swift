//
//  AmenitiesInteractor.swift
//  Harbor
//

import Foundation

final class AmenitiesInteractor {

    weak var output: AmenitiesInteractorOutput?
    private let marinaID: String
    private let marinas: MarinaService

    init(marinaID: String, marinas: MarinaService) {
        self.marinaID = marinaID
        self.marinas = marinas
    }
}

extension AmenitiesInteractor: AmenitiesInteractorInput {
    func load() {
        marinas.fetchSections("amenities/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
