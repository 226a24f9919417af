//
//  PantryModuleBuilder.swift
//  Larder
//

import UIKit

enum PantryModuleBuilder {

    static func build() -> UIViewController {
        let view = PantryViewController()
        let interactor = PantryInteractor(pantry: AppServices.shared.pantry)
        let router = PantryRouter()
        let presenter = PantryPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
