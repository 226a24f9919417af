//
//  RecipePickerRouter.swift
//  Larder
//

import UIKit

final class RecipePickerRouter {

    weak var viewController: RecipePickerViewController?
}

extension RecipePickerRouter: RecipePickerRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
