//
//  BookingSummaryInteractor.swift
//  Harbor
//

import Foundation

final class BookingSummaryInteractor {

    weak var output: BookingSummaryInteractorOutput?
    private let quoteID: String
    private let bookings: BookingService

    init(quoteID: String, bookings: BookingService) {
        self.quoteID = quoteID
        self.bookings = bookings
    }
}

extension BookingSummaryInteractor: BookingSummaryInteractorInput {
    func load() {
        bookings.fetchSections("booking-summary/\(quoteID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
