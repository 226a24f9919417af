//
//  SavedRecipesPresenter.swift
//  Larder
//

import Foundation

final class SavedRecipesPresenter {

    private weak var view: SavedRecipesViewProtocol?
    private let interactor: SavedRecipesInteractorInput
    private let router: SavedRecipesRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: SavedRecipesViewProtocol, interactor: SavedRecipesInteractorInput, router: SavedRecipesRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension SavedRecipesPresenter: SavedRecipesPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }
}

extension SavedRecipesPresenter: SavedRecipesInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
