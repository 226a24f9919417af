//
//  HomeInteractor.swift
//  ShopApp
//

import Foundation
import ShopKit

final class HomeInteractor: HomeInteractorInterface {

    private let client = ShopClient.shared

    func loadProducts(completion: @escaping ([Product]) -> Void) {
        client.products { completion($0.filter { $0.stock > 0 }) }
    }

    func signOut() {
        client.signOut()
    }
}
