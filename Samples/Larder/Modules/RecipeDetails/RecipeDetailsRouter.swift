//
//  RecipeDetailsRouter.swift
//  Larder
//

import UIKit

final class RecipeDetailsRouter {

    weak var viewController: RecipeDetailsViewController?
}

extension RecipeDetailsRouter: RecipeDetailsRouterProtocol {
    func openChefProfile(chefID: String) {
        let screen = ChefProfileModuleBuilder.build(chefID: chefID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openCookingMode(recipeID: String) {
        let navigation = UINavigationController(rootViewController: CookingModeModuleBuilder.build(recipeID: recipeID))
        navigation.modalPresentationStyle = .fullScreen
        viewController?.present(navigation, animated: true)
    }

    func openRecipeReviews(recipeID: String) {
        let screen = RecipeReviewsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openNutritionFacts(recipeID: String) {
        let screen = NutritionFactsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openSubstitutions(recipeID: String) {
        let screen = SubstitutionsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openAddToPlan(recipeID: String) {
        let navigation = UINavigationController(rootViewController: AddToPlanModuleBuilder.build(recipeID: recipeID))
        navigation.sheetPresentationController?.detents = [.medium(), .large()]
        viewController?.present(navigation, animated: true)
    }

    func shareRecipe(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }
}
