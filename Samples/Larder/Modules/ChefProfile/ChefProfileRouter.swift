//
//  ChefProfileRouter.swift
//  Larder
//

import UIKit

final class ChefProfileRouter {

    weak var viewController: ChefProfileViewController?
}

extension ChefProfileRouter: ChefProfileRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func shareChef(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }
}
