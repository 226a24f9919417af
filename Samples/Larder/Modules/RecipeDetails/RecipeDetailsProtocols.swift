//
//  RecipeDetailsProtocols.swift
//  Larder
//

import UIKit

protocol RecipeDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol RecipeDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectChefProfile(at index: Int)
    func didTapCookingMode()
    func didTapRecipeReviews()
    func didTapNutritionFacts()
    func didTapSubstitutions()
    func didTapAddToPlan()
    func didTapShareRecipe()
}

protocol RecipeDetailsInteractorInput: AnyObject {
    func load()
}

protocol RecipeDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol RecipeDetailsRouterProtocol: AnyObject {
    func openChefProfile(chefID: String)
    func openCookingMode(recipeID: String)
    func openRecipeReviews(recipeID: String)
    func openNutritionFacts(recipeID: String)
    func openSubstitutions(recipeID: String)
    func openAddToPlan(recipeID: String)
    func shareRecipe(items: [Any])
}
