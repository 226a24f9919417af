//
//  LeftoverTrackerModuleBuilder.swift
//  Larder
//

import UIKit

enum LeftoverTrackerModuleBuilder {

    static func build() -> UIViewController {
        let view = LeftoverTrackerViewController()
        let interactor = LeftoverTrackerInteractor(planner: AppServices.shared.planner)
        let router = LeftoverTrackerRouter()
        let presenter = LeftoverTrackerPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
