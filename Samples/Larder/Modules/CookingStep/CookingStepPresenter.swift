//
//  CookingStepPresenter.swift
//  Larder
//

import Foundation

final class CookingStepPresenter {

    private weak var view: CookingStepViewProtocol?
    private let interactor: CookingStepInteractorInput
    private let router: CookingStepRouterProtocol
    private let stepID: String
    private var sections: [[ListItem]] = []

    init(view: CookingStepViewProtocol, interactor: CookingStepInteractorInput, router: CookingStepRouterProtocol, stepID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.stepID = stepID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension CookingStepPresenter: CookingStepPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapTimer() {
        router.openTimer(minutes: item(in: 0, at: 0)?.subtitle.flatMap(Int.init) ?? 10)
    }
}

extension CookingStepPresenter: CookingStepInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
