//
//  ShoppingListModuleBuilder.swift
//  RecipeKit
//

import UIKit

/// Screens of RecipeKit are built here; the host app decides where the first one goes.
public enum ShoppingListModuleBuilder {

    public static func build() -> UIViewController {
        let view = ShoppingListViewController()
        let router = ShoppingListRouter()
        let presenter = ShoppingListPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
