//
//  RecipeSuggestionsRouter.swift
//  Larder
//

import UIKit

final class RecipeSuggestionsRouter {

    weak var viewController: RecipeSuggestionsViewController?
}

extension RecipeSuggestionsRouter: RecipeSuggestionsRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
