//
//  MaintenanceEntryInteractor.swift
//  Harbor
//

import Foundation

final class MaintenanceEntryInteractor {

    weak var output: MaintenanceEntryInteractorOutput?
    private let entryID: String
    private let fleet: FleetService

    init(entryID: String, fleet: FleetService) {
        self.entryID = entryID
        self.fleet = fleet
    }
}

extension MaintenanceEntryInteractor: MaintenanceEntryInteractorInput {
    func load() {
        fleet.fetchSections("maintenance-entry/\(entryID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
