//
//  PlanTemplatesModuleBuilder.swift
//  Larder
//

import UIKit

enum PlanTemplatesModuleBuilder {

    static func build() -> UIViewController {
        let view = PlanTemplatesViewController()
        let interactor = PlanTemplatesInteractor(planner: AppServices.shared.planner)
        let router = PlanTemplatesRouter()
        let presenter = PlanTemplatesPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
