//
//  MyRecipesRouter.swift
//  Larder
//

import UIKit

final class MyRecipesRouter {

    weak var viewController: MyRecipesViewController?
}

extension MyRecipesRouter: MyRecipesRouterProtocol {
    func openRecipeEditor(recipeID: String?) {
        let screen = RecipeEditorModuleBuilder.build(recipeID: recipeID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openNewRecipe() {
        let screen = RecipeEditorModuleBuilder.build(recipeID: nil)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
