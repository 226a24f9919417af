//
//  InsuranceDetailsModuleBuilder.swift
//  Harbor
//

import UIKit

enum InsuranceDetailsModuleBuilder {

    static func build(boatID: String) -> UIViewController {
        let view = InsuranceDetailsViewController()
        let interactor = InsuranceDetailsInteractor(boatID: boatID, fleet: AppServices.shared.fleet)
        let router = InsuranceDetailsRouter()
        let presenter = InsuranceDetailsPresenter(view: view, interactor: interactor, router: router, boatID: boatID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
