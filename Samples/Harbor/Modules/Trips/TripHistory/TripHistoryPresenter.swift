//
//  TripHistoryPresenter.swift
//  Harbor
//

import UIKit

final class TripHistoryPresenter {

    private weak var view: TripHistoryViewProtocol?
    private let interactor: TripHistoryInteractorInput
    private let router: TripHistoryRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: TripHistoryViewProtocol, interactor: TripHistoryInteractorInput, router: TripHistoryRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension TripHistoryPresenter: TripHistoryPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectTripDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openTripDetails(tripID: item.id)
    }
}

extension TripHistoryPresenter: TripHistoryInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
