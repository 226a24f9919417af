//
//  CookingModePresenter.swift
//  Larder
//

import Foundation

final class CookingModePresenter {

    private weak var view: CookingModeViewProtocol?
    private let interactor: CookingModeInteractorInput
    private let router: CookingModeRouterProtocol
    private let recipeID: String
    private var sections: [[ListItem]] = []

    init(view: CookingModeViewProtocol, interactor: CookingModeInteractorInput, router: CookingModeRouterProtocol, recipeID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.recipeID = recipeID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension CookingModePresenter: CookingModePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectCookingStep(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openCookingStep(stepID: item.id)
    }

    func didTapClose() {
        router.close()
    }
}

extension CookingModePresenter: CookingModeInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
