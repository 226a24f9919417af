//
//  RecipeListModuleBuilder.swift
//  RecipeKit
//

import UIKit

/// Screens of RecipeKit are built here; the host app decides where the first one goes.
public enum RecipeListModuleBuilder {

    public static func build() -> UIViewController {
        let view = RecipeListViewController()
        let router = RecipeListRouter()
        let presenter = RecipeListPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
