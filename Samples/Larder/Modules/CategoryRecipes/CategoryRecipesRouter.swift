//
//  CategoryRecipesRouter.swift
//  Larder
//

import UIKit

final class CategoryRecipesRouter {

    weak var viewController: CategoryRecipesViewController?
}

extension CategoryRecipesRouter: CategoryRecipesRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
