//
//  AddGroceryItemModuleBuilder.swift
//  Larder
//

import UIKit

enum AddGroceryItemModuleBuilder {

    static func build(listID: String) -> UIViewController {
        let view = AddGroceryItemViewController()
        let interactor = AddGroceryItemInteractor(listID: listID, groceries: AppServices.shared.groceries)
        let router = AddGroceryItemRouter()
        let presenter = AddGroceryItemPresenter(view: view, interactor: interactor, router: router, listID: listID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
