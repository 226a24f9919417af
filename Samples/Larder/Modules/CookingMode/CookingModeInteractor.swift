//
//  CookingModeInteractor.swift
//  Larder
//

import Foundation

final class CookingModeInteractor {

    weak var output: CookingModeInteractorOutput?
    private let recipeID: String
    private let recipes: RecipeService

    init(recipeID: String, recipes: RecipeService) {
        self.recipeID = recipeID
        self.recipes = recipes
    }
}

extension CookingModeInteractor: CookingModeInteractorInput {
    func load() {
        recipes.fetchSections("cooking-mode/\(recipeID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
