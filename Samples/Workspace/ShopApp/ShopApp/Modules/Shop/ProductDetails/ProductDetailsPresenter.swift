//
//  ProductDetailsPresenter.swift
//  ShopApp
//

import Foundation
import ShopKit

final class ProductDetailsPresenter {

    private let product: Product
    private unowned let view: ProductDetailsViewInterface
    private let wireframe: ProductDetailsWireframeInterface
    private let cart = CartStore.shared

    init(product: Product, view: ProductDetailsViewInterface, wireframe: ProductDetailsWireframeInterface) {
        self.product = product
        self.view = view
        self.wireframe = wireframe
    }
}

extension ProductDetailsPresenter: ProductDetailsPresenterInterface {

    func viewDidLoad() {
        let price = NumberFormatter.localizedString(from: NSNumber(value: Double(product.priceCents) / 100), number: .currency)
        view.render(name: product.name, price: price, inStock: product.stock > 0)
    }

    func didTapAddToCart() {
        cart.add(product)
        wireframe.navigate(to: .cart)
    }
}
