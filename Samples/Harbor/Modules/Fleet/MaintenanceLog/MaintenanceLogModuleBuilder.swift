//
//  MaintenanceLogModuleBuilder.swift
//  Harbor
//

import UIKit

enum MaintenanceLogModuleBuilder {

    static func build(boatID: String) -> UIViewController {
        let view = MaintenanceLogViewController()
        let interactor = MaintenanceLogInteractor(boatID: boatID, fleet: AppServices.shared.fleet)
        let router = MaintenanceLogRouter()
        let presenter = MaintenanceLogPresenter(view: view, interactor: interactor, router: router, boatID: boatID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
