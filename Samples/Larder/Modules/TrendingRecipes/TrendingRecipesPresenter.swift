//
//  TrendingRecipesPresenter.swift
//  Larder
//

import Foundation

final class TrendingRecipesPresenter {

    private weak var view: TrendingRecipesViewProtocol?
    private let interactor: TrendingRecipesInteractorInput
    private let router: TrendingRecipesRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: TrendingRecipesViewProtocol, interactor: TrendingRecipesInteractorInput, router: TrendingRecipesRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension TrendingRecipesPresenter: TrendingRecipesPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }

    func didSelectChefProfile(at index: Int) {
        guard let item = item(in: 1, at: index) else { return }
        router.openChefProfile(chefID: item.id)
    }
}

extension TrendingRecipesPresenter: TrendingRecipesInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
