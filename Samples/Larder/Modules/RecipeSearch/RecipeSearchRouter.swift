//
//  RecipeSearchRouter.swift
//  Larder
//

import UIKit

final class RecipeSearchRouter {

    weak var viewController: RecipeSearchViewController?
}

extension RecipeSearchRouter: RecipeSearchRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openSearchFilters() {
        let screen = SearchFiltersModuleBuilder.build()
        screen.sheetPresentationController?.detents = [.medium(), .large()]
        viewController?.present(screen, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
