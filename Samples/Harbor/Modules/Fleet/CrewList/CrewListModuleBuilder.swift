//
//  CrewListModuleBuilder.swift
//  Harbor
//

import UIKit

enum CrewListModuleBuilder {

    static func build(boatID: String) -> UIViewController {
        let view = CrewListViewController()
        let interactor = CrewListInteractor(boatID: boatID, fleet: AppServices.shared.fleet)
        let router = CrewListRouter()
        let presenter = CrewListPresenter(view: view, interactor: interactor, router: router, boatID: boatID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
