//
//  RecipeReviewsInteractor.swift
//  Larder
//

import Foundation

final class RecipeReviewsInteractor {

    weak var output: RecipeReviewsInteractorOutput?
    private let recipeID: String
    private let recipes: RecipeService

    init(recipeID: String, recipes: RecipeService) {
        self.recipeID = recipeID
        self.recipes = recipes
    }
}

extension RecipeReviewsInteractor: RecipeReviewsInteractorInput {
    func load() {
        recipes.fetchSections("recipe-reviews/\(recipeID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
