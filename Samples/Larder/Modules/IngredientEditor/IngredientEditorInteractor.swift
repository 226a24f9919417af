//
//  IngredientEditorInteractor.swift
//  Larder
//

import Foundation

final class IngredientEditorInteractor {

    weak var output: IngredientEditorInteractorOutput?
    private let ingredientID: String
    private let recipes: RecipeService

    init(ingredientID: String, recipes: RecipeService) {
        self.ingredientID = ingredientID
        self.recipes = recipes
    }
}

extension IngredientEditorInteractor: IngredientEditorInteractorInput {
    func load() {
        recipes.fetchSections("ingredient-editor/\(ingredientID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
