//
//  RecipeDetailsPresenter.swift
//  Larder
//

import Foundation

final class RecipeDetailsPresenter {

    private weak var view: RecipeDetailsViewProtocol?
    private let interactor: RecipeDetailsInteractorInput
    private let router: RecipeDetailsRouterProtocol
    private let recipeID: String
    private var sections: [[ListItem]] = []

    init(view: RecipeDetailsViewProtocol, interactor: RecipeDetailsInteractorInput, router: RecipeDetailsRouterProtocol, recipeID: String) {
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

extension RecipeDetailsPresenter: RecipeDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectChefProfile(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openChefProfile(chefID: item.id)
    }

    func didTapCookingMode() {
        router.openCookingMode(recipeID: recipeID)
    }

    func didTapRecipeReviews() {
        router.openRecipeReviews(recipeID: recipeID)
    }

    func didTapNutritionFacts() {
        router.openNutritionFacts(recipeID: recipeID)
    }

    func didTapSubstitutions() {
        router.openSubstitutions(recipeID: recipeID)
    }

    func didTapAddToPlan() {
        router.openAddToPlan(recipeID: recipeID)
    }

    func didTapShareRecipe() {
        let link = URL(string: "https://larder.example.com/recipe/\(recipeID)")!
        router.shareRecipe(items: [link])
    }
}

extension RecipeDetailsPresenter: RecipeDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
