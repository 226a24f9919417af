//
//  CategoryRecipesModuleBuilder.swift
//  Larder
//

import UIKit

enum CategoryRecipesModuleBuilder {

    static func build(categoryID: String) -> UIViewController {
        let view = CategoryRecipesViewController()
        let interactor = CategoryRecipesInteractor(categoryID: categoryID, recipes: AppServices.shared.recipes)
        let router = CategoryRecipesRouter()
        let presenter = CategoryRecipesPresenter(view: view, interactor: interactor, router: router, categoryID: categoryID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
