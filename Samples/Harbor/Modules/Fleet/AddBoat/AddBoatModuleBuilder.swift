//
//  AddBoatModuleBuilder.swift
//  Harbor
//

import UIKit

enum AddBoatModuleBuilder {

    static func build() -> UIViewController {
        let view = AddBoatViewController()
        let interactor = AddBoatInteractor(fleet: AppServices.shared.fleet)
        let router = AddBoatRouter()
        let presenter = AddBoatPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
