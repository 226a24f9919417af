//
//  PantryItemModuleBuilder.swift
//  Larder
//

import UIKit

enum PantryItemModuleBuilder {

    static func build(itemID: String) -> UIViewController {
        let view = PantryItemViewController()
        let interactor = PantryItemInteractor(itemID: itemID, pantry: AppServices.shared.pantry)
        let router = PantryItemRouter()
        let presenter = PantryItemPresenter(view: view, interactor: interactor, router: router, itemID: itemID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
