//
//  BoatPhotosInteractor.swift
//  Harbor
//

import Foundation

final class BoatPhotosInteractor {

    weak var output: BoatPhotosInteractorOutput?
    private let boatID: String
    private let fleet: FleetService

    init(boatID: String, fleet: FleetService) {
        self.boatID = boatID
        self.fleet = fleet
    }
}

extension BoatPhotosInteractor: BoatPhotosInteractorInput {
    func load() {
        fleet.fetchSections("boat-photos/\(boatID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
