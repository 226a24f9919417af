//
//  CancelBookingInteractor.swift
//  Harbor
//

import Foundation

final class CancelBookingInteractor {

    weak var output: CancelBookingInteractorOutput?
    private let bookingID: String
    private let bookings: BookingService

    init(bookingID: String, bookings: BookingService) {
        self.bookingID = bookingID
        self.bookings = bookings
    }
}

extension CancelBookingInteractor: CancelBookingInteractorInput {
    func load() {
        bookings.fetchSections("cancel-booking/\(bookingID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
