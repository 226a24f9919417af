//
//  TripHistoryModuleBuilder.swift
//  Harbor
//

import UIKit

enum TripHistoryModuleBuilder {

    static func build() -> UIViewController {
        let view = TripHistoryViewController()
        let interactor = TripHistoryInteractor(trips: AppServices.shared.trips)
        let router = TripHistoryRouter()
        let presenter = TripHistoryPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
