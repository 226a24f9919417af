//
//  MaintenanceLogInteractor.swift
//  Harbor
//

import Foundation

final class MaintenanceLogInteractor {

    weak var output: MaintenanceLogInteractorOutput?
    private let boatID: String
    private let fleet: FleetService

    init(boatID: String, fleet: FleetService) {
        self.boatID = boatID
        self.fleet = fleet
    }
}

extension MaintenanceLogInteractor: MaintenanceLogInteractorInput {
    func load() {
        fleet.fetchSections("maintenance-log/\(boatID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
