//
//  AddToPlanModuleBuilder.swift
//  Larder
//

import UIKit

enum AddToPlanModuleBuilder {

    static func build(recipeID: String) -> UIViewController {
        let view = AddToPlanViewController()
        let interactor = AddToPlanInteractor(recipeID: recipeID, planner: AppServices.shared.planner)
        let router = AddToPlanRouter()
        let presenter = AddToPlanPresenter(view: view, interactor: interactor, router: router, recipeID: recipeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
