//
//  EventDetailsPresenter.swift
//  Harbor
//

import UIKit

final class EventDetailsPresenter {

    private weak var view: EventDetailsViewProtocol?
    private let interactor: EventDetailsInteractorInput
    private let router: EventDetailsRouterProtocol
    private let eventID: String
    private var sections: [[ListItem]] = []

    init(view: EventDetailsViewProtocol, interactor: EventDetailsInteractorInput, router: EventDetailsRouterProtocol, eventID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.eventID = eventID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension EventDetailsPresenter: EventDetailsPresenterProtocol {
    // TODO: add the event to the user's calendar (EventKit)
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectMarinaDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openMarinaDetails(marinaID: item.id)
    }

    func didTapShareEvent() {
        let link = URL(string: "https://harbor.example.com/event/\(eventID)")!
        router.shareEvent(items: [link])
    }

    func didTapTickets() {
        router.openTickets(url: URL(string: "https://events.harbor.example.com")!)
    }
}

extension EventDetailsPresenter: EventDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
