//
//  TripsListModuleBuilder.swift
//  Harbor
//

import UIKit

enum TripsListModuleBuilder {

    static func build() -> UIViewController {
        let view = TripsListViewController()
        let interactor = TripsListInteractor(trips: AppServices.shared.trips)
        let router = TripsListRouter()
        let presenter = TripsListPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
