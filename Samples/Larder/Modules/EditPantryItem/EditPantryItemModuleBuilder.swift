//
//  EditPantryItemModuleBuilder.swift
//  Larder
//

import UIKit

enum EditPantryItemModuleBuilder {

    static func build(itemID: String) -> UIViewController {
        let view = EditPantryItemViewController()
        let interactor = EditPantryItemInteractor(itemID: itemID, pantry: AppServices.shared.pantry)
        let router = EditPantryItemRouter()
        let presenter = EditPantryItemPresenter(view: view, interactor: interactor, router: router, itemID: itemID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
