//
//  RecipeReviewsRouter.swift
//  Larder
//

import UIKit

final class RecipeReviewsRouter {

    weak var viewController: RecipeReviewsViewController?
}

extension RecipeReviewsRouter: RecipeReviewsRouterProtocol {
    func openWriteReview(recipeID: String) {
        let screen = WriteReviewModuleBuilder.build(recipeID: recipeID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
