//
//  PaymentInteractor.swift
//  Harbor
//

import Foundation

final class PaymentInteractor {

    weak var output: PaymentInteractorOutput?
    private let quoteID: String
    private let bookings: BookingService

    init(quoteID: String, bookings: BookingService) {
        self.quoteID = quoteID
        self.bookings = bookings
    }
}

extension PaymentInteractor: PaymentInteractorInput {
    func load() {
        bookings.fetchSections("payment/\(quoteID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
