//
//  RecipeSuggestionsPresenter.swift
//  Larder
//

import Foundation

final class RecipeSuggestionsPresenter {

    private weak var view: RecipeSuggestionsViewProtocol?
    private let interactor: RecipeSuggestionsInteractorInput
    private let router: RecipeSuggestionsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: RecipeSuggestionsViewProtocol, interactor: RecipeSuggestionsInteractorInput, router: RecipeSuggestionsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension RecipeSuggestionsPresenter: RecipeSuggestionsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }
}

extension RecipeSuggestionsPresenter: RecipeSuggestionsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
