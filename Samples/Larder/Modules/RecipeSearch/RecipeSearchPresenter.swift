//
//  RecipeSearchPresenter.swift
//  Larder
//

import Foundation

final class RecipeSearchPresenter {

    private weak var view: RecipeSearchViewProtocol?
    private let interactor: RecipeSearchInteractorInput
    private let router: RecipeSearchRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: RecipeSearchViewProtocol, interactor: RecipeSearchInteractorInput, router: RecipeSearchRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension RecipeSearchPresenter: RecipeSearchPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }

    func didTapSearchFilters() {
        router.openSearchFilters()
    }

    func didTapClose() {
        router.close()
    }
}

extension RecipeSearchPresenter: RecipeSearchInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
