//
//  RecipePickerInteractor.swift
//  Larder
//

import Foundation

final class RecipePickerInteractor {

    weak var output: RecipePickerInteractorOutput?
    private let slotID: String
    private let recipes: RecipeService

    init(slotID: String, recipes: RecipeService) {
        self.slotID = slotID
        self.recipes = recipes
    }
}

extension RecipePickerInteractor: RecipePickerInteractorInput {
    func load() {
        recipes.fetchSections("recipe-picker/\(slotID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
