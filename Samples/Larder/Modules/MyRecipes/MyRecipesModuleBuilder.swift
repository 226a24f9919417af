//
//  MyRecipesModuleBuilder.swift
//  Larder
//

import UIKit

enum MyRecipesModuleBuilder {

    static func build() -> UIViewController {
        let view = MyRecipesViewController()
        let interactor = MyRecipesInteractor(recipes: AppServices.shared.recipes)
        let router = MyRecipesRouter()
        let presenter = MyRecipesPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
