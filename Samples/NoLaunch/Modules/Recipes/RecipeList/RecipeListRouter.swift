//
//  RecipeListRouter.swift
//  RecipeKit
//

import UIKit

protocol RecipeListRouterProtocol: AnyObject {
    func openRecipe(recipeID: String)
    func openShoppingList()
}

final class RecipeListRouter {
    weak var viewController: UIViewController?
}

extension RecipeListRouter: RecipeListRouterProtocol {
    func openRecipe(recipeID: String) {
        let screen = RecipeDetailModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openShoppingList() {
        let screen = UINavigationController(rootViewController: ShoppingListModuleBuilder.build())
        viewController?.present(screen, animated: true)
    }
}
