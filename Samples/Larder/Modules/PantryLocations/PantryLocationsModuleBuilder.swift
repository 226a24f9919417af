//
//  PantryLocationsModuleBuilder.swift
//  Larder
//

import UIKit

enum PantryLocationsModuleBuilder {

    static func build() -> UIViewController {
        let view = PantryLocationsViewController()
        let interactor = PantryLocationsInteractor(pantry: AppServices.shared.pantry)
        let router = PantryLocationsRouter()
        let presenter = PantryLocationsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
