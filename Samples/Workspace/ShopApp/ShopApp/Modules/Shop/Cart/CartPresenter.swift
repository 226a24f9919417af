//
//  CartPresenter.swift
//  ShopApp
//

import Foundation
import ShopKit

final class CartStore {
    static let shared = CartStore()
    private(set) var items: [Product: Int] = [:]

    func add(_ product: Product) {
        items[product, default: 0] += 1
    }
}

final class CartPresenter {

    private unowned let view: CartViewInterface
    private let wireframe: CartWireframeInterface
    private let store: CartStore

    init(view: CartViewInterface, wireframe: CartWireframeInterface, store: CartStore) {
        self.view = view
        self.wireframe = wireframe
        self.store = store
    }
}

extension CartPresenter: CartPresenterInterface {

    func viewDidLoad() {
        let lines = store.items.map { "\($0.value) × \($0.key.name)" }.sorted()
        let total = store.items.reduce(0) { $0 + $1.key.priceCents * $1.value }
        view.show(lines: lines, total: NumberFormatter.localizedString(from: NSNumber(value: Double(total) / 100), number: .currency))
    }

    func didTapClose() {
        wireframe.navigate(to: .close)
    }
}
