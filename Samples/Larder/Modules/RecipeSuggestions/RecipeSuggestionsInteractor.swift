//
//  RecipeSuggestionsInteractor.swift
//  Larder
//

import Foundation

final class RecipeSuggestionsInteractor {

    weak var output: RecipeSuggestionsInteractorOutput?
    private let recipes: RecipeService

    init(recipes: RecipeService) {
        self.recipes = recipes
    }
}

extension RecipeSuggestionsInteractor: RecipeSuggestionsInteractorInput {
    func load() {
        recipes.fetchSections("recipe-suggestions") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
