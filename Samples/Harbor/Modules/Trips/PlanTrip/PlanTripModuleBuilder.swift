//
//  PlanTripModuleBuilder.swift
//  Harbor
//

import UIKit

enum PlanTripModuleBuilder {

    static func build() -> UIViewController {
        let view = PlanTripViewController()
        let interactor = PlanTripInteractor(trips: AppServices.shared.trips)
        let router = PlanTripRouter()
        let presenter = PlanTripPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
