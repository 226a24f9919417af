//
//  DiscoverInteractor.swift
//  Larder
//

import Foundation

final class DiscoverInteractor {

    weak var output: DiscoverInteractorOutput?
    private let recipes: RecipeService

    init(recipes: RecipeService) {
        self.recipes = recipes
    }
}

extension DiscoverInteractor: DiscoverInteractorInput {
    func load() {
        recipes.fetchSections("discover") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
