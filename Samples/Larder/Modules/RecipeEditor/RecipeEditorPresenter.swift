//
//  RecipeEditorPresenter.swift
//  Larder
//

import Foundation

final class RecipeEditorPresenter {

    private weak var view: RecipeEditorViewProtocol?
    private let interactor: RecipeEditorInteractorInput
    private let router: RecipeEditorRouterProtocol
    private let recipeID: String?
    private var sections: [[ListItem]] = []

    init(view: RecipeEditorViewProtocol, interactor: RecipeEditorInteractorInput, router: RecipeEditorRouterProtocol, recipeID: String?) {
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

extension RecipeEditorPresenter: RecipeEditorPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectIngredientEditor(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openIngredientEditor(ingredientID: item.id)
    }

    func didTapConfirmDiscard() {
        router.confirmDiscard { [weak self] in
            self?.router.close()
        }
    }

    func didTapClose() {
        router.close()
    }
}

extension RecipeEditorPresenter: RecipeEditorInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
