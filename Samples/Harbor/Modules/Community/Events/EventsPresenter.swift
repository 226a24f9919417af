//
//  EventsPresenter.swift
//  Harbor
//

import UIKit

final class EventsPresenter {

    private weak var view: EventsViewProtocol?
    private let interactor: EventsInteractorInput
    private let router: EventsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: EventsViewProtocol, interactor: EventsInteractorInput, router: EventsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension EventsPresenter: EventsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectEventDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openEventDetails(eventID: item.id)
    }
}

extension EventsPresenter: EventsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
