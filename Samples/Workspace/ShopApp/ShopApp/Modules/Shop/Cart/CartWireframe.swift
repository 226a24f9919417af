//
//  CartWireframe.swift
//  ShopApp
//

import UIKit

final class CartWireframe: BaseWireframe<CartViewController> {

    init() {
        let moduleViewController = CartViewController()
        super.init(viewController: moduleViewController)
        moduleViewController.presenter = CartPresenter(view: moduleViewController, wireframe: self, store: .shared)
    }
}

extension CartWireframe: CartWireframeInterface {

    func navigate(to option: CartNavigationOption) {
        switch option {
        case .close:
            viewController.dismiss(animated: true)
        }
    }
}
