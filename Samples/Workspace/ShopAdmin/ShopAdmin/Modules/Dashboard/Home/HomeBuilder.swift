//
//  HomeBuilder.swift
//  ShopAdmin
//

import UIKit

enum HomeBuilder {

    static func makeModule() -> UIViewController {
        let router = HomeRouter()
        let presenter = HomePresenter(interactor: HomeInteractor(), router: router)
        let viewController = HomeViewController(presenter: presenter)
        router.viewController = viewController
        presenter.view = viewController
        return viewController
    }
}
