//
//  CategoryListModuleBuilder.swift
//  Larder
//

import UIKit

enum CategoryListModuleBuilder {

    static func build() -> UIViewController {
        let view = CategoryListViewController()
        let interactor = CategoryListInteractor(recipes: AppServices.shared.recipes)
        let router = CategoryListRouter()
        let presenter = CategoryListPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
