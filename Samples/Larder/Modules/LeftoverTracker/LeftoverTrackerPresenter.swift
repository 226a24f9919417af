//
//  LeftoverTrackerPresenter.swift
//  Larder
//

import Foundation

final class LeftoverTrackerPresenter {

    private weak var view: LeftoverTrackerViewProtocol?
    private let interactor: LeftoverTrackerInteractorInput
    private let router: LeftoverTrackerRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: LeftoverTrackerViewProtocol, interactor: LeftoverTrackerInteractorInput, router: LeftoverTrackerRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension LeftoverTrackerPresenter: LeftoverTrackerPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapRecipeSuggestions() {
        router.openRecipeSuggestions()
    }
}

extension LeftoverTrackerPresenter: LeftoverTrackerInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
