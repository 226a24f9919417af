//
//  TripLogModuleBuilder.swift
//  Harbor
//

import UIKit

enum TripLogModuleBuilder {

    static func build(tripID: String) -> UIViewController {
        let view = TripLogViewController()
        let interactor = TripLogInteractor(tripID: tripID, trips: AppServices.shared.trips)
        let router = TripLogRouter()
        let presenter = TripLogPresenter(view: view, interactor: interactor, router: router, tripID: tripID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
