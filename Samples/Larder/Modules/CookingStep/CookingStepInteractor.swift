//
//  CookingStepInteractor.swift
//  Larder
//

import Foundation

final class CookingStepInteractor {

    weak var output: CookingStepInteractorOutput?
    private let stepID: String
    private let recipes: RecipeService

    init(stepID: String, recipes: RecipeService) {
        self.stepID = stepID
        self.recipes = recipes
    }
}

extension CookingStepInteractor: CookingStepInteractorInput {
    func load() {
        recipes.fetchSections("cooking-step/\(stepID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
