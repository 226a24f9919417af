//
//  CategoryListInteractor.swift
//  Larder
//

import Foundation

final class CategoryListInteractor {

    weak var output: CategoryListInteractorOutput?
    private let recipes: RecipeService

    init(recipes: RecipeService) {
        self.recipes = recipes
    }
}

extension CategoryListInteractor: CategoryListInteractorInput {
    func load() {
        recipes.fetchSections("category-list") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
