//
//  ShoppingHistoryModuleBuilder.swift
//  Larder
//

import UIKit

enum ShoppingHistoryModuleBuilder {

    static func build() -> UIViewController {
        let view = ShoppingHistoryViewController()
        let interactor = ShoppingHistoryInteractor(groceries: AppServices.shared.groceries)
        let router = ShoppingHistoryRouter()
        let presenter = ShoppingHistoryPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
