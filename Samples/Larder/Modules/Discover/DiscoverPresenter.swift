//
//  DiscoverPresenter.swift
//  Larder
//

import Foundation

final class DiscoverPresenter {

    private weak var view: DiscoverViewProtocol?
    private let interactor: DiscoverInteractorInput
    private let router: DiscoverRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: DiscoverViewProtocol, interactor: DiscoverInteractorInput, router: DiscoverRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension DiscoverPresenter: DiscoverPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }

    func didTapCategoryList() {
        router.openCategoryList()
    }

    func didTapTrendingRecipes() {
        router.openTrendingRecipes()
    }

    func didTapRecipeSearch() {
        router.openRecipeSearch()
    }
}

extension DiscoverPresenter: DiscoverInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
