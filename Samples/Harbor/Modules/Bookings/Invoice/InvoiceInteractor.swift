//
//  InvoiceInteractor.swift
//  Harbor
//

import Foundation

final class InvoiceInteractor {

    weak var output: InvoiceInteractorOutput?
    private let bookingID: String
    private let bookings: BookingService

    init(bookingID: String, bookings: BookingService) {
        self.bookingID = bookingID
        self.bookings = bookings
    }
}

extension InvoiceInteractor: InvoiceInteractorInput {
    func load() {
        bookings.fetchSections("invoice/\(bookingID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
