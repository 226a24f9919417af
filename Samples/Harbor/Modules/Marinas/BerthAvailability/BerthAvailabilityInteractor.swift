//
//  BerthAvailabilityInteractor.swift
//  Harbor
//

import Foundation

final class BerthAvailabilityInteractor {

    weak var output: BerthAvailabilityInteractorOutput?
    private let marinaID: String
    private let marinas: MarinaService

    init(marinaID: String, marinas: MarinaService) {
        self.marinaID = marinaID
        self.marinas = marinas
    }
}

extension BerthAvailabilityInteractor: BerthAvailabilityInteractorInput {
    func load() {
        marinas.fetchSections("berth-availability/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
