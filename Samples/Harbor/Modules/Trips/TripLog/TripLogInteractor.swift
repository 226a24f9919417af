//
//  TripLogInteractor.swift
//  Harbor
//

import Foundation

final class TripLogInteractor {

    weak var output: TripLogInteractorOutput?
    private let tripID: String
    private let trips: TripService

    init(tripID: String, trips: TripService) {
        self.tripID = tripID
        self.trips = trips
    }
}

extension TripLogInteractor: TripLogInteractorInput {
    func load() {
        trips.fetchSections("trip-log/\(tripID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
