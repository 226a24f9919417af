//
//  RecipeDetailRouter.swift
//  RecipeKit
//

import UIKit

protocol RecipeDetailRouterProtocol: AnyObject {
    func openCookingTimer(recipeID: String)
}

final class RecipeDetailRouter {
    weak var viewController: UIViewController?
}

extension RecipeDetailRouter: RecipeDetailRouterProtocol {
    func openCookingTimer(recipeID: String) {
        let screen = UINavigationController(rootViewController: CookingTimerModuleBuilder.build(recipeID: recipeID))
        viewController?.present(screen, animated: true)
    }
}
