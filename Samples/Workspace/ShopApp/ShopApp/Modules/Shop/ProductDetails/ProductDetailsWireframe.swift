//
//  ProductDetailsWireframe.swift
//  ShopApp
//

import UIKit
import ShopKit

final class ProductDetailsWireframe: BaseWireframe<ProductDetailsViewController> {

    init(product: Product) {
        let moduleViewController = ProductDetailsViewController()
        super.init(viewController: moduleViewController)
        moduleViewController.presenter = ProductDetailsPresenter(product: product, view: moduleViewController, wireframe: self)
    }
}

extension ProductDetailsWireframe: ProductDetailsWireframeInterface {

    func navigate(to option: ProductDetailsNavigationOption) {
        switch option {
        case .cart:
            openCart()
        }
    }

    private func openCart() {
        viewController.presentWireframe(CartWireframe())
    }
}
