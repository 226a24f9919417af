//
//  DiscoverRouter.swift
//  Larder
//

import UIKit

final class DiscoverRouter {

    weak var viewController: DiscoverViewController?
}

extension DiscoverRouter: DiscoverRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openCategoryList() {
        let screen = CategoryListModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openTrendingRecipes() {
        let screen = TrendingRecipesModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openRecipeSearch() {
        let screen = RecipeSearchModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
