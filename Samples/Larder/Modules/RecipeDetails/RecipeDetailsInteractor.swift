//
//  RecipeDetailsInteractor.swift
//  Larder
//

import Foundation

final class RecipeDetailsInteractor {

    weak var output: RecipeDetailsInteractorOutput?
    private let recipeID: String
    private let recipes: RecipeService

    init(recipeID: String, recipes: RecipeService) {
        self.recipeID = recipeID
        self.recipes = recipes
    }
}

extension RecipeDetailsInteractor: RecipeDetailsInteractorInput {
    func load() {
        recipes.fetchSections("recipe-details/\(recipeID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
