//
//  EditLocationInteractor.swift
//  Larder
//

import Foundation

final class EditLocationInteractor {

    weak var output: EditLocationInteractorOutput?
    private let locationID: String
    private let pantry: PantryService

    init(locationID: String, pantry: PantryService) {
        self.locationID = locationID
        self.pantry = pantry
    }
}

extension EditLocationInteractor: EditLocationInteractorInput {
    func load() {
        pantry.fetchSections("edit-location/\(locationID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func deleteLocation() {
        pantry.perform("deleteLocation", on: "edit-location/\(locationID)") { [weak self] result in
            switch result {
            case .success: self?.output?.didDeleteLocation()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
