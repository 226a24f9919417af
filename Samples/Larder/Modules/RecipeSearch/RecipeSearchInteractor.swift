//
//  RecipeSearchInteractor.swift
//  Larder
//

import Foundation

final class RecipeSearchInteractor {

    weak var output: RecipeSearchInteractorOutput?
    private let recipes: RecipeService

    init(recipes: RecipeService) {
        self.recipes = recipes
    }
}

extension RecipeSearchInteractor: RecipeSearchInteractorInput {
    func load() {
        recipes.fetchSections("recipe-search") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
