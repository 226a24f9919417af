//
//  HomeInteractor.swift
//  ShopAdmin
//

import Foundation
import ShopKit

final class HomeInteractor: HomeInteracting {

    func loadSummary(_ completion: @escaping (Int, Int) -> Void) {
        let client = ShopClient.shared
        client.orders { orders in
            client.products { products in
                completion(orders.filter { $0.state == .placed || $0.state == .paid }.count, products.filter { $0.stock < 5 }.count)
            }
        }
    }
}
