//
//  TrendingRecipesRouter.swift
//  Larder
//

import UIKit

final class TrendingRecipesRouter {

    weak var viewController: TrendingRecipesViewController?
}

extension TrendingRecipesRouter: TrendingRecipesRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openChefProfile(chefID: String) {
        let screen = ChefProfileModuleBuilder.build(chefID: chefID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
