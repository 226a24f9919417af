//
//  EditLocationModuleBuilder.swift
//  Larder
//

import UIKit

enum EditLocationModuleBuilder {

    static func build(locationID: String) -> UIViewController {
        let view = EditLocationViewController()
        let interactor = EditLocationInteractor(locationID: locationID, pantry: AppServices.shared.pantry)
        let router = EditLocationRouter()
        let presenter = EditLocationPresenter(view: view, interactor: interactor, router: router, locationID: locationID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
