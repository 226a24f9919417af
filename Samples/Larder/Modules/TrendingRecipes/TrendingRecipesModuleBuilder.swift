//
//  TrendingRecipesModuleBuilder.swift
//  Larder
//

import UIKit

enum TrendingRecipesModuleBuilder {

    static func build() -> UIViewController {
        let view = TrendingRecipesViewController()
        let interactor = TrendingRecipesInteractor(recipes: AppServices.shared.recipes)
        let router = TrendingRecipesRouter()
        let presenter = TrendingRecipesPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
