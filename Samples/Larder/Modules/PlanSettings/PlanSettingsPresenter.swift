//
//  PlanSettingsPresenter.swift
//  Larder
//

import Foundation

final class PlanSettingsPresenter {

    private weak var view: PlanSettingsViewProtocol?
    private let interactor: PlanSettingsInteractorInput
    private let router: PlanSettingsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: PlanSettingsViewProtocol, interactor: PlanSettingsInteractorInput, router: PlanSettingsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PlanSettingsPresenter: PlanSettingsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapNutritionGoals() {
        router.openNutritionGoals()
    }

    func didTapClose() {
        router.close()
    }
}

extension PlanSettingsPresenter: PlanSettingsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
