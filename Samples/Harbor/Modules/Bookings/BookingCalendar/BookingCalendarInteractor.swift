//
//  BookingCalendarInteractor.swift
//  Harbor
//

import Foundation

final class BookingCalendarInteractor {

    weak var output: BookingCalendarInteractorOutput?
    private let marinaID: String
    private let bookings: BookingService

    init(marinaID: String, bookings: BookingService) {
        self.marinaID = marinaID
        self.bookings = bookings
    }
}

extension BookingCalendarInteractor: BookingCalendarInteractorInput {
    func load() {
        bookings.fetchSections("booking-calendar/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
