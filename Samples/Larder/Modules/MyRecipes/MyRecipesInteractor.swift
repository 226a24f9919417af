//
//  MyRecipesInteractor.swift
//  Larder
//

import Foundation

final class MyRecipesInteractor {

    weak var output: MyRecipesInteractorOutput?
    private let recipes: RecipeService

    init(recipes: RecipeService) {
        self.recipes = recipes
    }
}

extension MyRecipesInteractor: MyRecipesInteractorInput {
    func load() {
        recipes.fetchSections("my-recipes") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
