//
//  NutritionFactsInteractor.swift
//  Larder
//

import Foundation

final class NutritionFactsInteractor {

    weak var output: NutritionFactsInteractorOutput?
    private let recipeID: String
    private let recipes: RecipeService

    init(recipeID: String, recipes: RecipeService) {
        self.recipeID = recipeID
        self.recipes = recipes
    }
}

extension NutritionFactsInteractor: NutritionFactsInteractorInput {
    func load() {
        recipes.fetchSections("nutrition-facts/\(recipeID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
