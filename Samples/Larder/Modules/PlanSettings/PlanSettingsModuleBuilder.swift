//
//  PlanSettingsModuleBuilder.swift
//  Larder
//

import UIKit

enum PlanSettingsModuleBuilder {

    static func build() -> UIViewController {
        let view = PlanSettingsViewController()
        let interactor = PlanSettingsInteractor(planner: AppServices.shared.planner)
        let router = PlanSettingsRouter()
        let presenter = PlanSettingsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
