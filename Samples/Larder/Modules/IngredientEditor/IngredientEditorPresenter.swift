//
//  IngredientEditorPresenter.swift
//  Larder
//

import Foundation

final class IngredientEditorPresenter {

    private weak var view: IngredientEditorViewProtocol?
    private let interactor: IngredientEditorInteractorInput
    private let router: IngredientEditorRouterProtocol
    private let ingredientID: String
    private var sections: [[ListItem]] = []

    init(view: IngredientEditorViewProtocol, interactor: IngredientEditorInteractorInput, router: IngredientEditorRouterProtocol, ingredientID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.ingredientID = ingredientID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension IngredientEditorPresenter: IngredientEditorPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapClose() {
        router.close()
    }
}

extension IngredientEditorPresenter: IngredientEditorInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
