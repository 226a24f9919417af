//
//  NutritionFactsModuleBuilder.swift
//  Larder
//

import UIKit

enum NutritionFactsModuleBuilder {

    static func build(recipeID: String) -> UIViewController {
        let view = NutritionFactsViewController()
        let interactor = NutritionFactsInteractor(recipeID: recipeID, recipes: AppServices.shared.recipes)
        let router = NutritionFactsRouter()
        let presenter = NutritionFactsPresenter(view: view, interactor: interactor, router: router, recipeID: recipeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
