//
//  FloatPlanModuleBuilder.swift
//  Harbor
//

import UIKit

enum FloatPlanModuleBuilder {

    static func build(tripID: String) -> UIViewController {
        let view = FloatPlanViewController()
        let interactor = FloatPlanInteractor(tripID: tripID, trips: AppServices.shared.trips)
        let router = FloatPlanRouter()
        let presenter = FloatPlanPresenter(view: view, interactor: interactor, router: router, tripID: tripID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
