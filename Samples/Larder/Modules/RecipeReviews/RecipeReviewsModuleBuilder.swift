//
//  RecipeReviewsModuleBuilder.swift
//  Larder
//

import UIKit

enum RecipeReviewsModuleBuilder {

    static func build(recipeID: String) -> UIViewController {
        let view = RecipeReviewsViewController()
        let interactor = RecipeReviewsInteractor(recipeID: recipeID, recipes: AppServices.shared.recipes)
        let router = RecipeReviewsRouter()
        let presenter = RecipeReviewsPresenter(view: view, interactor: interactor, router: router, recipeID: recipeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
