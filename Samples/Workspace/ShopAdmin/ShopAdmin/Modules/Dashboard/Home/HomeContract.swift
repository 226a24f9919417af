//
//  HomeContract.swift
//  ShopAdmin
//

import UIKit

protocol HomePresenting: AnyObject {
    func viewDidLoad()
    func didTapOrders()
    func didTapSignOut()
}

protocol HomeViewing: AnyObject {
    func update(openOrders: Int, lowStock: Int)
}

protocol HomeInteracting: AnyObject {
    func loadSummary(_ completion: @escaping (_ openOrders: Int, _ lowStock: Int) -> Void)
}

protocol HomeRouting: AnyObject {
    func openOrders()
    func signOut()
}
