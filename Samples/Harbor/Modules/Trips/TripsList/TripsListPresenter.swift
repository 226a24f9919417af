//
//  TripsListPresenter.swift
//  Harbor
//

import UIKit

final class TripsListPresenter {

    private weak var view: TripsListViewProtocol?
    private let interactor: TripsListInteractorInput
    private let router: TripsListRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: TripsListViewProtocol, interactor: TripsListInteractorInput, router: TripsListRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension TripsListPresenter: TripsListPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectTripDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openTripDetails(tripID: item.id)
    }

    func didTapPlanTrip() {
        router.openPlanTrip()
    }

    func didTapTripHistory() {
        router.openTripHistory()
    }
}

extension TripsListPresenter: TripsListInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
