//
//  CookingModeModuleBuilder.swift
//  Larder
//

import UIKit

enum CookingModeModuleBuilder {

    static func build(recipeID: String) -> UIViewController {
        let view = CookingModeViewController()
        let interactor = CookingModeInteractor(recipeID: recipeID, recipes: AppServices.shared.recipes)
        let router = CookingModeRouter()
        let presenter = CookingModePresenter(view: view, interactor: interactor, router: router, recipeID: recipeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
