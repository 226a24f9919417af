//
//  BookingDetailsInteractor.swift
//  Harbor
//

import Foundation

final class BookingDetailsInteractor {

    weak var output: BookingDetailsInteractorOutput?
    private let bookingID: String
    private let bookings: BookingService

    init(bookingID: String, bookings: BookingService) {
        self.bookingID = bookingID
        self.bookings = bookings
    }
}

extension BookingDetailsInteractor: BookingDetailsInteractorInput {
    func load() {
        bookings.fetchSections("booking-details/\(bookingID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
