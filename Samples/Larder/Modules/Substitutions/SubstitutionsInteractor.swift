//
//  SubstitutionsInteractor.swift
//  Larder
//

import Foundation

final class SubstitutionsInteractor {

    weak var output: SubstitutionsInteractorOutput?
    private let recipeID: String
    private let recipes: RecipeService

    init(recipeID: String, recipes: RecipeService) {
        self.recipeID = recipeID
        self.recipes = recipes
    }
}

extension SubstitutionsInteractor: SubstitutionsInteractorInput {
    func load() {
        recipes.fetchSections("substitutions/\(recipeID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
