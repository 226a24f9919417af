//
//  AddBoatInteractor.swift
//  Harbor
//

import Foundation

final class AddBoatInteractor {

    weak var output: AddBoatInteractorOutput?
    private let fleet: FleetService

    init(fleet: FleetService) {
        self.fleet = fleet
    }
}

extension AddBoatInteractor: AddBoatInteractorInput {
    func load() {
        fleet.fetchSections("add-boat") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
