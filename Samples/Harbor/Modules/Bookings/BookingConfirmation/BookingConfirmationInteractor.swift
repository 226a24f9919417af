//
//  BookingConfirmationInteractor.swift
//  Harbor
//

import Foundation

final class BookingConfirmationInteractor {

    weak var output: BookingConfirmationInteractorOutput?
    private let bookingID: String
    private let bookings: BookingService

    init(bookingID: String, bookings: BookingService) {
        self.bookingID = bookingID
        self.bookings = bookings
    }
}

extension BookingConfirmationInteractor: BookingConfirmationInteractorInput {
    func load() {
        bookings.fetchSections("booking-confirmation/\(bookingID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
