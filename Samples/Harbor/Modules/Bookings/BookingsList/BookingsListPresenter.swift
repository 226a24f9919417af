//
//  BookingsListPresenter.swift
//  Harbor
//

import UIKit

final class BookingsListPresenter {

    private weak var view: BookingsListViewProtocol?
    private let interactor: BookingsListInteractorInput
    private let router: BookingsListRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: BookingsListViewProtocol, interactor: BookingsListInteractorInput, router: BookingsListRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension BookingsListPresenter: BookingsListPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectBookingDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openBookingDetails(bookingID: item.id)
    }

    func didTapMarinaSearch() {
        router.openMarinaSearch()
    }
}

extension BookingsListPresenter: BookingsListInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
