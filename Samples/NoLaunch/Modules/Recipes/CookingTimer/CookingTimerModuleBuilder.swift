//
//  CookingTimerModuleBuilder.swift
//  RecipeKit
//

import UIKit

/// Screens of RecipeKit are built here; the host app decides where the first one goes.
public enum CookingTimerModuleBuilder {

    public static func build(recipeID: String) -> UIViewController {
        let view = CookingTimerViewController()
        let router = CookingTimerRouter()
        let presenter = CookingTimerPresenter(view: view, router: router, recipeID: recipeID)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
