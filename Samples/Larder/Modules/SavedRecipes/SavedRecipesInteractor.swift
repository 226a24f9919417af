//
//  SavedRecipesInteractor.swift
//  Larder
//

import Foundation

final class SavedRecipesInteractor {

    weak var output: SavedRecipesInteractorOutput?
    private let recipes: RecipeService

    init(recipes: RecipeService) {
        self.recipes = recipes
    }
}

extension SavedRecipesInteractor: SavedRecipesInteractorInput {
    func load() {
        recipes.fetchSections("saved-recipes") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
