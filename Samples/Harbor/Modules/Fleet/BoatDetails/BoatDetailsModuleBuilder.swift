//
//  BoatDetailsModuleBuilder.swift
//  Harbor
//

import UIKit

enum BoatDetailsModuleBuilder {

    static func build(boatID: String) -> UIViewController {
        let view = BoatDetailsViewController()
        let interactor = BoatDetailsInteractor(boatID: boatID, fleet: AppServices.shared.fleet)
        let router = BoatDetailsRouter()
        let presenter = BoatDetailsPresenter(view: view, interactor: interactor, router: router, boatID: boatID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
