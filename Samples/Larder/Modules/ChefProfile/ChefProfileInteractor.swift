//
//  ChefProfileInteractor.swift
//  Larder
//

import Foundation

final class ChefProfileInteractor {

    weak var output: ChefProfileInteractorOutput?
    private let chefID: String
    private let recipes: RecipeService

    init(chefID: String, recipes: RecipeService) {
        self.chefID = chefID
        self.recipes = recipes
    }
}

extension ChefProfileInteractor: ChefProfileInteractorInput {
    func load() {
        recipes.fetchSections("chef-profile/\(chefID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
