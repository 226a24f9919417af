//
//  FloatPlanInteractor.swift
//  Harbor
//

import Foundation

final class FloatPlanInteractor {

    weak var output: FloatPlanInteractorOutput?
    private let tripID: String
    private let trips: TripService

    init(tripID: String, trips: TripService) {
        self.tripID = tripID
        self.trips = trips
    }
}

extension FloatPlanInteractor: FloatPlanInteractorInput {
    func load() {
        trips.fetchSections("float-plan/\(tripID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
