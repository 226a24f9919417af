//
//  TripDetailsModuleBuilder.swift
//  Harbor
//

import UIKit

enum TripDetailsModuleBuilder {

    static func build(tripID: String) -> UIViewController {
        let view = TripDetailsViewController()
        let interactor = TripDetailsInteractor(tripID: tripID, trips: AppServices.shared.trips)
        let router = TripDetailsRouter()
        let presenter = TripDetailsPresenter(view: view, interactor: interactor, router: router, tripID: tripID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
