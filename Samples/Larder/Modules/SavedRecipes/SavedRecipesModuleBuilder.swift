//
//  SavedRecipesModuleBuilder.swift
//  Larder
//

import UIKit

enum SavedRecipesModuleBuilder {

    static func build() -> UIViewController {
        let view = SavedRecipesViewController()
        let interactor = SavedRecipesInteractor(recipes: AppServices.shared.recipes)
        let router = SavedRecipesRouter()
        let presenter = SavedRecipesPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
