//
//  RecipeSuggestionsModuleBuilder.swift
//  Larder
//

import UIKit

enum RecipeSuggestionsModuleBuilder {

    static func build() -> UIViewController {
        let view = RecipeSuggestionsViewController()
        let interactor = RecipeSuggestionsInteractor(recipes: AppServices.shared.recipes)
        let router = RecipeSuggestionsRouter()
        let presenter = RecipeSuggestionsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
