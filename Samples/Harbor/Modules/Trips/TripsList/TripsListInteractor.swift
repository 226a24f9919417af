//
//  TripsListInteractor.swift
//  Harbor
//

import Foundation

final class TripsListInteractor {

    weak var output: TripsListInteractorOutput?
    private let trips: TripService

    init(trips: TripService) {
        self.trips = trips
    }
}

extension TripsListInteractor: TripsListInteractorInput {
    func load() {
        trips.fetchSections("trips-list") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
