//
//  TripDetailsInteractor.swift
//  Harbor
//

import Foundation

final class TripDetailsInteractor {

    weak var output: TripDetailsInteractorOutput?
    private let tripID: String
    private let trips: TripService

    init(tripID: String, trips: TripService) {
        self.tripID = tripID
        self.trips = trips
    }
}

extension TripDetailsInteractor: TripDetailsInteractorInput {
    func load() {
        trips.fetchSections("trip-details/\(tripID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
