//
//  ChefProfileModuleBuilder.swift
//  Larder
//

import UIKit

enum ChefProfileModuleBuilder {

    static func build(chefID: String) -> UIViewController {
        let view = ChefProfileViewController()
        let interactor = ChefProfileInteractor(chefID: chefID, recipes: AppServices.shared.recipes)
        let router = ChefProfileRouter()
        let presenter = ChefProfilePresenter(view: view, interactor: interactor, router: router, chefID: chefID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
