//
//  ProductDetailsInterfaces.swift
//  ShopApp
//

import UIKit

enum ProductDetailsNavigationOption {
    case cart
}

protocol ProductDetailsWireframeInterface: WireframeInterface {
    func navigate(to option: ProductDetailsNavigationOption)
}

protocol ProductDetailsViewInterface: ViewInterface {
    func render(name: String, price: String, inStock: Bool)
}

protocol ProductDetailsPresenterInterface: PresenterInterface {
    func didTapAddToCart()
}
