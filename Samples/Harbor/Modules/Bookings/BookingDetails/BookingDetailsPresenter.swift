//
//  BookingDetailsPresenter.swift
//  Harbor
//

import UIKit

final class BookingDetailsPresenter {

    private weak var view: BookingDetailsViewProtocol?
    private let interactor: BookingDetailsInteractorInput
    private let router: BookingDetailsRouterProtocol
    private let bookingID: String
    private var sections: [[ListItem]] = []

    init(view: BookingDetailsViewProtocol, interactor: BookingDetailsInteractorInput, router: BookingDetailsRouterProtocol, bookingID: String) {
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

extension BookingDetailsPresenter: BookingDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectMarinaDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openMarinaDetails(marinaID: item.id)
    }

    func didTapInvoice() {
        router.openInvoice(bookingID: bookingID)
    }

    func didTapCancelBooking() {
        router.openCancelBooking(bookingID: bookingID)
    }

    func didTapCheckIn() {
        router.openCheckIn(bookingID: bookingID)
    }

    func didTapEmailMarina() {
        router.emailMarina(subject: "Harbor: Booking", body: "\(bookingID)")
    }

    func didTapShowDirectionsOptions() {
        router.showDirectionsOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Open in Maps", comment: ""), style: .default) { [weak self] _ in
                guard let self, let url = URL(string: "maps://?q=harbor-booking-\(self.bookingID)") else { return }
                UIApplication.shared.open(url)
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }

    func didTapBerthPass() {
        router.openBerthPass(payload: "harbor://pass/\(bookingID)")
    }
}

extension BookingDetailsPresenter: BookingDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
