//
//  PaymentMethodsInteractor.swift
//  Harbor
//

import Foundation

final class PaymentMethodsInteractor {

    weak var output: PaymentMethodsInteractorOutput?
    private let bookings: BookingService

    init(bookings: BookingService) {
        self.bookings = bookings
    }
}

extension PaymentMethodsInteractor: PaymentMethodsInteractorInput {
    func load() {
        bookings.fetchSections("payment-methods") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
