//
//  CrewListInteractor.swift
//  Harbor
//

import Foundation

final class CrewListInteractor {

    weak var output: CrewListInteractorOutput?
    private let boatID: String
    private let fleet: FleetService

    init(boatID: String, fleet: FleetService) {
        self.boatID = boatID
        self.fleet = fleet
    }
}

extension CrewListInteractor: CrewListInteractorInput {
    func load() {
        fleet.fetchSections("crew-list/\(boatID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
