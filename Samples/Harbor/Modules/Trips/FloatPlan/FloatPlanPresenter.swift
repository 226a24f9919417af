//
//  FloatPlanPresenter.swift
//  Harbor
//

import UIKit

final class FloatPlanPresenter {

    private weak var view: FloatPlanViewProtocol?
    private let interactor: FloatPlanInteractorInput
    private let router: FloatPlanRouterProtocol
    private let tripID: String
    private var sections: [[ListItem]] = []

    init(view: FloatPlanViewProtocol, interactor: FloatPlanInteractorInput, router: FloatPlanRouterProtocol, tripID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.tripID = tripID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension FloatPlanPresenter: FloatPlanPresenterProtocol {
    // TODO: let the user pick the emergency contact from Contacts
    func viewDidLoad() {
        interactor.load()
    }

    func didTapSendFloatPlan() {
        router.sendFloatPlan(subject: "Harbor: Float plan", body: "\(tripID)")
    }
}

extension FloatPlanPresenter: FloatPlanInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
