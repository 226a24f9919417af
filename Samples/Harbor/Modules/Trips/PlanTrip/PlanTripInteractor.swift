//
//  PlanTripInteractor.swift
//  Harbor
//

import Foundation

final class PlanTripInteractor {

    weak var output: PlanTripInteractorOutput?
    private let trips: TripService

    init(trips: TripService) {
        self.trips = trips
    }
}

extension PlanTripInteractor: PlanTripInteractorInput {
    func load() {
        trips.fetchSections("plan-trip") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
