//
//  MaintenanceEntryModuleBuilder.swift
//  Harbor
//

import UIKit

enum MaintenanceEntryModuleBuilder {

    static func build(entryID: String) -> UIViewController {
        let view = MaintenanceEntryViewController()
        let interactor = MaintenanceEntryInteractor(entryID: entryID, fleet: AppServices.shared.fleet)
        let router = MaintenanceEntryRouter()
        let presenter = MaintenanceEntryPresenter(view: view, interactor: interactor, router: router, entryID: entryID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
