//
//  ShoppingListsModuleBuilder.swift
//  Larder
//

import UIKit

enum ShoppingListsModuleBuilder {

    static func build() -> UIViewController {
        let view = ShoppingListsViewController()
        let interactor = ShoppingListsInteractor(groceries: AppServices.shared.groceries)
        let router = ShoppingListsRouter()
        let presenter = ShoppingListsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
