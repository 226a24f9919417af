//
//  BookingsListInteractor.swift
//  Harbor
//

import Foundation

final class BookingsListInteractor {

    weak var output: BookingsListInteractorOutput?
    private let bookings: BookingService

    init(bookings: BookingService) {
        self.bookings = bookings
    }
}

extension BookingsListInteractor: BookingsListInteractorInput {
    func load() {
        bookings.fetchSections("bookings-list") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
