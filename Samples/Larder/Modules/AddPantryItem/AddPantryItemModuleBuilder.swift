//
//  AddPantryItemModuleBuilder.swift
//  Larder
//

import UIKit

enum AddPantryItemModuleBuilder {

    static func build() -> UIViewController {
        let view = AddPantryItemViewController()
        let interactor = AddPantryItemInteractor(pantry: AppServices.shared.pantry)
        let router = AddPantryItemRouter()
        let presenter = AddPantryItemPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
