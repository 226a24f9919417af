//
//  BoatDetailsInteractor.swift
//  Harbor
//

import Foundation

final class BoatDetailsInteractor {

    weak var output: BoatDetailsInteractorOutput?
    private let boatID: String
    private let fleet: FleetService

    init(boatID: String, fleet: FleetService) {
        self.boatID = boatID
        self.fleet = fleet
    }
}

extension BoatDetailsInteractor: BoatDetailsInteractorInput {
    func load() {
        fleet.fetchSections("boat-details/\(boatID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
