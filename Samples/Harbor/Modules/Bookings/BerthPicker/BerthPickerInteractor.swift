//
//  BerthPickerInteractor.swift
//  Harbor
//

import Foundation

final class BerthPickerInteractor {

    weak var output: BerthPickerInteractorOutput?
    private let marinaID: String
    private let bookings: BookingService

    init(marinaID: String, bookings: BookingService) {
        self.marinaID = marinaID
        self.bookings = bookings
    }
}

extension BerthPickerInteractor: BerthPickerInteractorInput {
    func load() {
        bookings.fetchSections("berth-picker/\(marinaID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
