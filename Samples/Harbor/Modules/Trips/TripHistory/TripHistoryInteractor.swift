//
//  TripHistoryInteractor.swift
//  Harbor
//

import Foundation

final class TripHistoryInteractor {

    weak var output: TripHistoryInteractorOutput?
    private let trips: TripService

    init(trips: TripService) {
        self.trips = trips
    }
}

extension TripHistoryInteractor: TripHistoryInteractorInput {
    func load() {
        trips.fetchSections("trip-history") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
