//
//  RecipeEditorModuleBuilder.swift
//  Larder
//

import UIKit

enum RecipeEditorModuleBuilder {

    static func build(recipeID: String?) -> UIViewController {
        let view = RecipeEditorViewController()
        let interactor = RecipeEditorInteractor(recipeID: recipeID, recipes: AppServices.shared.recipes)
        let router = RecipeEditorRouter()
        let presenter = RecipeEditorPresenter(view: view, interactor: interactor, router: router, recipeID: recipeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
