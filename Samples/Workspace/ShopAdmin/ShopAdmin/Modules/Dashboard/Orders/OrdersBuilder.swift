//
//  OrdersBuilder.swift
//  ShopAdmin
//

import UIKit

struct OrdersBuilder {

    enum Filter { case open, all }

    func makeModule(filter: Filter) -> UIViewController {
        let router = OrdersRouter()
        let interactor = OrdersInteractor()
        let presenter = OrdersPresenter(filter: filter, interactor: interactor, router: router)
        let viewController = OrdersViewController(presenter: presenter)
        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter
        return viewController
    }
}
