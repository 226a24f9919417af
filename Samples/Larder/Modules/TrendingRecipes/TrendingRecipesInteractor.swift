//
//  TrendingRecipesInteractor.swift
//  Larder
//

import Foundation

final class TrendingRecipesInteractor {

    weak var output: TrendingRecipesInteractorOutput?
    private let recipes: RecipeService

    init(recipes: RecipeService) {
        self.recipes = recipes
    }
}

extension TrendingRecipesInteractor: TrendingRecipesInteractorInput {
    func load() {
        recipes.fetchSections("trending-recipes") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
