//
//  BoatPhotosModuleBuilder.swift
//  Harbor
//

import UIKit

enum BoatPhotosModuleBuilder {

    static func build(boatID: String) -> UIViewController {
        let view = BoatPhotosViewController()
        let interactor = BoatPhotosInteractor(boatID: boatID, fleet: AppServices.shared.fleet)
        let router = BoatPhotosRouter()
        let presenter = BoatPhotosPresenter(view: view, interactor: interactor, router: router, boatID: boatID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
