//
//  AddCardInteractor.swift
//  Harbor
//

import Foundation

final class AddCardInteractor {

    weak var output: AddCardInteractorOutput?
    private let bookings: BookingService

    init(bookings: BookingService) {
        self.bookings = bookings
    }
}

extension AddCardInteractor: AddCardInteractorInput {
    func load() {
        bookings.fetchSections("add-card") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
