//
//  ShoppingListModuleBuilder.swift
//  Larder
//

import UIKit

enum ShoppingListModuleBuilder {

    static func build(listID: String) -> UIViewController {
        let view = ShoppingListViewController()
        let interactor = ShoppingListInteractor(listID: listID, groceries: AppServices.shared.groceries)
        let router = ShoppingListRouter()
        let presenter = ShoppingListPresenter(view: view, interactor: interactor, router: router, listID: listID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
