//
//  CategoryRecipesInteractor.swift
//  Larder
//

import Foundation

final class CategoryRecipesInteractor {

    weak var output: CategoryRecipesInteractorOutput?
    private let categoryID: String
    private let recipes: RecipeService

    init(categoryID: String, recipes: RecipeService) {
        self.categoryID = categoryID
        self.recipes = recipes
    }
}

extension CategoryRecipesInteractor: CategoryRecipesInteractorInput {
    func load() {
        recipes.fetchSections("category-recipes/\(categoryID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
