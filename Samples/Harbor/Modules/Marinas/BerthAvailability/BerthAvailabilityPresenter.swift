//
//  BerthAvailabilityPresenter.swift
//  Harbor
//

import UIKit

final class BerthAvailabilityPresenter {

    private weak var view: BerthAvailabilityViewProtocol?
    private let interactor: BerthAvailabilityInteractorInput
    private let router: BerthAvailabilityRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: BerthAvailabilityViewProtocol, interactor: BerthAvailabilityInteractorInput, router: BerthAvailabilityRouterProtocol, marinaID: String) {
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

extension BerthAvailabilityPresenter: BerthAvailabilityPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapBerthPicker() {
        router.openBerthPicker(marinaID: marinaID)
    }
}

extension BerthAvailabilityPresenter: BerthAvailabilityInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
