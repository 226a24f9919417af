//
//  BookingSummaryPresenter.swift
//  Harbor
//

import UIKit

final class BookingSummaryPresenter {

    private weak var view: BookingSummaryViewProtocol?
    private let interactor: BookingSummaryInteractorInput
    private let router: BookingSummaryRouterProtocol
    private let quoteID: String
    private var sections: [[ListItem]] = []

    init(view: BookingSummaryViewProtocol, interactor: BookingSummaryInteractorInput, router: BookingSummaryRouterProtocol, quoteID: String) {
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

extension BookingSummaryPresenter: BookingSummaryPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapPayment() {
        router.openPayment(quoteID: quoteID)
    }

    func didTapCancellationPolicy() {
        router.openCancellationPolicy(url: URL(string: "https://harbor.example.com/cancellation")!)
    }
}

extension BookingSummaryPresenter: BookingSummaryInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        if case ServiceError.server = error {
            router.showPriceChanged { [weak self] in
                self?.interactor.load()
            }
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
