//
//  WriteReviewModuleBuilder.swift
//  Larder
//

import UIKit

enum WriteReviewModuleBuilder {

    static func build(recipeID: String) -> UIViewController {
        let view = WriteReviewViewController()
        let interactor = WriteReviewInteractor(recipeID: recipeID, recipes: AppServices.shared.recipes)
        let router = WriteReviewRouter()
        let presenter = WriteReviewPresenter(view: view, interactor: interactor, router: router, recipeID: recipeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
