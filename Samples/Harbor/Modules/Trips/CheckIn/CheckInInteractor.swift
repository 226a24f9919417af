//
//  CheckInInteractor.swift
//  Harbor
//

import Foundation

final class CheckInInteractor {

    weak var output: CheckInInteractorOutput?
    private let bookingID: String
    private let trips: TripService

    init(bookingID: String, trips: TripService) {
        self.bookingID = bookingID
        self.trips = trips
    }
}

extension CheckInInteractor: CheckInInteractorInput {
    func load() {
        trips.fetchSections("check-in/\(bookingID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
