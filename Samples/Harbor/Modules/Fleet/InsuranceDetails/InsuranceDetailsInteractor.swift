//
//  InsuranceDetailsInteractor.swift
//  Harbor
//

import Foundation

final class InsuranceDetailsInteractor {

    weak var output: InsuranceDetailsInteractorOutput?
    private let boatID: String
    private let fleet: FleetService

    init(boatID: String, fleet: FleetService) {
        self.boatID = boatID
        self.fleet = fleet
    }
}

extension InsuranceDetailsInteractor: InsuranceDetailsInteractorInput {
    func load() {
        fleet.fetchSections("insurance-details/\(boatID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
