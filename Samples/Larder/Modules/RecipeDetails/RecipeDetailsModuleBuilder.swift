//
//  RecipeDetailsModuleBuilder.swift
//  Larder
//

import UIKit

enum RecipeDetailsModuleBuilder {

    static func build(recipeID: String) -> UIViewController {
        let view = RecipeDetailsViewController()
        let interactor = RecipeDetailsInteractor(recipeID: recipeID, recipes: AppServices.shared.recipes)
        let router = RecipeDetailsRouter()
        let presenter = RecipeDetailsPresenter(view: view, interactor: interactor, router: router, recipeID: recipeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
