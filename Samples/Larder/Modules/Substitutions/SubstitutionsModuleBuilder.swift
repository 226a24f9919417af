//
//  SubstitutionsModuleBuilder.swift
//  Larder
//

import UIKit

enum SubstitutionsModuleBuilder {

    static func build(recipeID: String) -> UIViewController {
        let view = SubstitutionsViewController()
        let interactor = SubstitutionsInteractor(recipeID: recipeID, recipes: AppServices.shared.recipes)
        let router = SubstitutionsRouter()
        let presenter = SubstitutionsPresenter(view: view, interactor: interactor, router: router, recipeID: recipeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
