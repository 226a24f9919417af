//
//  RecipeSearchModuleBuilder.swift
//  Larder
//

import UIKit

enum RecipeSearchModuleBuilder {

    static func build() -> UIViewController {
        let view = RecipeSearchViewController()
        let interactor = RecipeSearchInteractor(recipes: AppServices.shared.recipes)
        let router = RecipeSearchRouter()
        let presenter = RecipeSearchPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
