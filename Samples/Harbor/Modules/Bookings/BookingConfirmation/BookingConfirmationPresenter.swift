//
//  BookingConfirmationPresenter.swift
//  Harbor
//

import UIKit

final class BookingConfirmationPresenter {

    private weak var view: BookingConfirmationViewProtocol?
    private let interactor: BookingConfirmationInteractorInput
    private let router: BookingConfirmationRouterProtocol
    private let bookingID: String
    private var sections: [[ListItem]] = []

    init(view: BookingConfirmationViewProtocol, interactor: BookingConfirmationInteractorInput, router: BookingConfirmationRouterProtocol, bookingID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.bookingID = bookingID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension BookingConfirmationPresenter: BookingConfirmationPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapShareBooking() {
        let link = URL(string: "https://harbor.example.com/booking/\(bookingID)")!
        router.shareBooking(items: [link])
    }

    func didTapClose() {
        router.close()
    }
}

extension BookingConfirmationPresenter: BookingConfirmationInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
