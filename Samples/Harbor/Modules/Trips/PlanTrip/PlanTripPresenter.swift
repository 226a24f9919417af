//
//  PlanTripPresenter.swift
//  Harbor
//

import UIKit

final class PlanTripPresenter {

    private weak var view: PlanTripViewProtocol?
    private let interactor: PlanTripInteractorInput
    private let router: PlanTripRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: PlanTripViewProtocol, interactor: PlanTripInteractorInput, router: PlanTripRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PlanTripPresenter: PlanTripPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRouteEditor(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRouteEditor(tripID: item.id)
    }

    func didSelectFloatPlan(at index: Int) {
        guard let item = item(in: 1, at: index) else { return }
        router.openFloatPlan(tripID: item.id)
    }

    func didTapClose() {
        router.close()
    }
}

extension PlanTripPresenter: PlanTripInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
