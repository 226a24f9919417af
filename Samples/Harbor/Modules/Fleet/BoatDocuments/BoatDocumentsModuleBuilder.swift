//
//  BoatDocumentsModuleBuilder.swift
//  Harbor
//

import UIKit

enum BoatDocumentsModuleBuilder {

    static func build(boatID: String) -> UIViewController {
        let view = BoatDocumentsViewController()
        let interactor = BoatDocumentsInteractor(boatID: boatID, fleet: AppServices.shared.fleet)
        let router = BoatDocumentsRouter()
        let presenter = BoatDocumentsPresenter(view: view, interactor: interactor, router: router, boatID: boatID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
