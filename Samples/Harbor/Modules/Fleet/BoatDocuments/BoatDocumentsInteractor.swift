//
//  BoatDocumentsInteractor.swift
//  Harbor
//

import Foundation

final class BoatDocumentsInteractor {

    weak var output: BoatDocumentsInteractorOutput?
    private let boatID: String
    private let fleet: FleetService

    init(boatID: String, fleet: FleetService) {
        self.boatID = boatID
        self.fleet = fleet
    }
}

extension BoatDocumentsInteractor: BoatDocumentsInteractorInput {
    func load() {
        fleet.fetchSections("boat-documents/\(boatID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
