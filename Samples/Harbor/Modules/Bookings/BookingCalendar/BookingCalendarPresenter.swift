//
//  BookingCalendarPresenter.swift
//  Harbor
//

import UIKit

final class BookingCalendarPresenter {

    private weak var view: BookingCalendarViewProtocol?
    private let interactor: BookingCalendarInteractorInput
    private let router: BookingCalendarRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: BookingCalendarViewProtocol, interactor: BookingCalendarInteractorInput, router: BookingCalendarRouterProtocol, marinaID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.marinaID = marinaID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension BookingCalendarPresenter: BookingCalendarPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapBerthPicker() {
        router.openBerthPicker(marinaID: marinaID)
    }

    func didTapClose() {
        router.close()
    }
}

extension BookingCalendarPresenter: BookingCalendarInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
