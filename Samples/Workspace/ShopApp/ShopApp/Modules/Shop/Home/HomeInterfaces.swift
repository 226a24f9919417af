//
//  HomeInterfaces.swift
//  ShopApp
//

import UIKit
import ShopKit

enum HomeNavigationOption {
    case productDetails(Product)
    case cart
    case signOut
}

protocol HomeWireframeInterface: WireframeInterface {
    func navigate(to option: HomeNavigationOption)
}

protocol HomeViewInterface: ViewInterface {
    func show(products: [String])
}

protocol HomePresenterInterface: PresenterInterface {
    func didSelectProduct(at index: Int)
    func didTapCart()
    func didTapSignOut()
}

protocol HomeInteractorInterface: InteractorInterface {
    func loadProducts(completion: @escaping ([Product]) -> Void)
    func signOut()
}
