//
//  HomePresenter.swift
//  ShopApp
//

import Foundation
import ShopKit

final class HomePresenter {

    private unowned let view: HomeViewInterface
    private let interactor: HomeInteractorInterface
    private let wireframe: HomeWireframeInterface
    private var products: [Product] = []

    init(view: HomeViewInterface, interactor: HomeInteractorInterface, wireframe: HomeWireframeInterface) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

extension HomePresenter: HomePresenterInterface {

    func viewDidLoad() {
        interactor.loadProducts { [weak self] products in
            self?.products = products
            self?.view.show(products: products.map(\.name))
        }
    }

    func didSelectProduct(at index: Int) {
        wireframe.navigate(to: .productDetails(products[index]))
    }

    func didTapCart() {
        wireframe.navigate(to: .cart)
    }

    func didTapSignOut() {
        interactor.signOut()
        wireframe.navigate(to: .signOut)
    }
}
