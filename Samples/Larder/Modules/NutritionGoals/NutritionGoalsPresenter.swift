//
//  NutritionGoalsPresenter.swift
//  Larder
//

import Foundation

final class NutritionGoalsPresenter {

    private weak var view: NutritionGoalsViewProtocol?
    private let interactor: NutritionGoalsInteractorInput
    private let router: NutritionGoalsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: NutritionGoalsViewProtocol, interactor: NutritionGoalsInteractorInput, router: NutritionGoalsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension NutritionGoalsPresenter: NutritionGoalsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }
}

extension NutritionGoalsPresenter: NutritionGoalsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
