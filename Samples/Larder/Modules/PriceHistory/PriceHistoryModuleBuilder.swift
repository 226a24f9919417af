//
//  PriceHistoryModuleBuilder.swift
//  Larder
//

import UIKit

enum PriceHistoryModuleBuilder {

    static func build(productID: String) -> UIViewController {
        let view = PriceHistoryViewController()
        let interactor = PriceHistoryInteractor(productID: productID, groceries: AppServices.shared.groceries)
        let router = PriceHistoryRouter()
        let presenter = PriceHistoryPresenter(view: view, interactor: interactor, router: router, productID: productID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
