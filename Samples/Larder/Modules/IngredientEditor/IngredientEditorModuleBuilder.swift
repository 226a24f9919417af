//
//  IngredientEditorModuleBuilder.swift
//  Larder
//

import UIKit

enum IngredientEditorModuleBuilder {

    static func build(ingredientID: String) -> UIViewController {
        let view = IngredientEditorViewController()
        let interactor = IngredientEditorInteractor(ingredientID: ingredientID, recipes: AppServices.shared.recipes)
        let router = IngredientEditorRouter()
        let presenter = IngredientEditorPresenter(view: view, interactor: interactor, router: router, ingredientID: ingredientID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
