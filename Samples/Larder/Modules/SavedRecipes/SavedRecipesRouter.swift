//
//  SavedRecipesRouter.swift
//  Larder
//

import UIKit

final class SavedRecipesRouter {

    weak var viewController: SavedRecipesViewController?
}

extension SavedRecipesRouter: SavedRecipesRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
