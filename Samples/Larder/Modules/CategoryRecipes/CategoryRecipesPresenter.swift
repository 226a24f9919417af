//
//  CategoryRecipesPresenter.swift
//  Larder
//

import Foundation

final class CategoryRecipesPresenter {

    private weak var view: CategoryRecipesViewProtocol?
    private let interactor: CategoryRecipesInteractorInput
    private let router: CategoryRecipesRouterProtocol
    private let categoryID: String
    private var sections: [[ListItem]] = []

    init(view: CategoryRecipesViewProtocol, interactor: CategoryRecipesInteractorInput, router: CategoryRecipesRouterProtocol, categoryID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.categoryID = categoryID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension CategoryRecipesPresenter: CategoryRecipesPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }
}

extension CategoryRecipesPresenter: CategoryRecipesInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
