//
//  PaymentPresenter.swift
//  Harbor
//

import UIKit

final class PaymentPresenter {

    private weak var view: PaymentViewProtocol?
    private let interactor: PaymentInteractorInput
    private let router: PaymentRouterProtocol
    private let quoteID: String
    private var sections: [[ListItem]] = []

    init(view: PaymentViewProtocol, interactor: PaymentInteractorInput, router: PaymentRouterProtocol, quoteID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.quoteID = quoteID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PaymentPresenter: PaymentPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectBookingConfirmation(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openBookingConfirmation(bookingID: item.id)
    }

    func didTapPaymentMethods() {
        router.openPaymentMethods()
    }
}

extension PaymentPresenter: PaymentInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        if case ServiceError.forbidden = error {
            router.showPaymentFailed()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
