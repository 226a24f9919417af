//
//  MyRecipesPresenter.swift
//  Larder
//

import Foundation

final class MyRecipesPresenter {

    private weak var view: MyRecipesViewProtocol?
    private let interactor: MyRecipesInteractorInput
    private let router: MyRecipesRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: MyRecipesViewProtocol, interactor: MyRecipesInteractorInput, router: MyRecipesRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MyRecipesPresenter: MyRecipesPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeEditor(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeEditor(recipeID: item.id)
    }

    func didTapNewRecipe() {
        router.openNewRecipe()
    }
}

extension MyRecipesPresenter: MyRecipesInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
