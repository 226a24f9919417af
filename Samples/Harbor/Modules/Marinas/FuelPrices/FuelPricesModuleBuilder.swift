//
//  FuelPricesModuleBuilder.swift
//  Harbor
//

import UIKit

enum FuelPricesModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = FuelPricesViewController()
        let interactor = FuelPricesInteractor(marinaID: marinaID, marinas: AppServices.shared.marinas)
        let router = FuelPricesRouter()
        let presenter = FuelPricesPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
