//
//  RecipeDetailModuleBuilder.swift
//  RecipeKit
//

import UIKit

/// Screens of RecipeKit are built here; the host app decides where the first one goes.
public enum RecipeDetailModuleBuilder {

    public static func build(recipeID: String) -> UIViewController {
        let view = RecipeDetailViewController()
        let router = RecipeDetailRouter()
        let presenter = RecipeDetailPresenter(view: view, router: router, recipeID: recipeID)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
