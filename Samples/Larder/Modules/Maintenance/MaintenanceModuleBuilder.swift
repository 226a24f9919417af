//
//  MaintenanceModuleBuilder.swift
//  Larder
//

import UIKit

enum MaintenanceModuleBuilder {

    static func build() -> UIViewController {
        let view = MaintenanceViewController()
        let interactor = MaintenanceInteractor(config: AppServices.shared.config)
        let router = MaintenanceRouter()
        let presenter = MaintenancePresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
