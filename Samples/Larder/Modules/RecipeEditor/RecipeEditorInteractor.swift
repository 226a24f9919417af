//
//  RecipeEditorInteractor.swift
//  Larder
//

import Foundation

final class RecipeEditorInteractor {

    weak var output: RecipeEditorInteractorOutput?
    private let recipeID: String?
    private let recipes: RecipeService

    init(recipeID: String?, recipes: RecipeService) {
        self.recipeID = recipeID
        self.recipes = recipes
    }
}

extension RecipeEditorInteractor: RecipeEditorInteractorInput {
    func load() {
        recipes.fetchSections("recipe-editor/\(recipeID ?? "new")") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
