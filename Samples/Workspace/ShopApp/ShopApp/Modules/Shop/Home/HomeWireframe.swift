//
//  HomeWireframe.swift
//  ShopApp
//

import UIKit

final class HomeWireframe: BaseWireframe<HomeViewController> {

    init() {
        let moduleViewController = HomeViewController()
        super.init(viewController: moduleViewController)

        let presenter = HomePresenter(view: moduleViewController, interactor: HomeInteractor(), wireframe: self)
        moduleViewController.presenter = presenter
    }
}

extension HomeWireframe: HomeWireframeInterface {

    func navigate(to option: HomeNavigationOption) {
        switch option {
        case .productDetails(let product):
            navigationController?.pushWireframe(ProductDetailsWireframe(product: product))
        case .cart:
            viewController.presentWireframe(CartWireframe())
        case .signOut:
            navigationController?.setRootWireframe(LoginWireframe())
        }
    }
}
