//
//  HomeRouter.swift
//  ShopAdmin
//

import UIKit

final class HomeRouter: HomeRouting {

    weak var viewController: UIViewController?
    private let ordersBuilder = OrdersBuilder()

    func openOrders() {
        viewController?.navigationController?.pushViewController(ordersBuilder.makeModule(filter: .open), animated: true)
    }

    func signOut() {
        viewController?.view.window?.rootViewController = UINavigationController(rootViewController: LoginBuilder.makeModule())
    }
}
