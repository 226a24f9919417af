//
//  WriteReviewInteractor.swift
//  Larder
//

import Foundation

final class WriteReviewInteractor {

    weak var output: WriteReviewInteractorOutput?
    private let recipeID: String
    private let recipes: RecipeService

    init(recipeID: String, recipes: RecipeService) {
        self.recipeID = recipeID
        self.recipes = recipes
    }
}

extension WriteReviewInteractor: WriteReviewInteractorInput {
    func load() {
        recipes.fetchSections("write-review/\(recipeID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
