//
//  Product.swift
//  ShopKit — models shared by the shop app and the admin app.
//

import Foundation

public struct Product: Codable, Hashable, Identifiable {
    public let id: String
    public var name: String
    public var priceCents: Int
    public var stock: Int

    public init(id: String, name: String, priceCents: Int, stock: Int) {
        self.id = id
        self.name = name
        self.priceCents = priceCents
        self.stock = stock
    }
}

public struct Order: Codable, Hashable, Identifiable {
    public enum State: String, Codable { case placed, paid, shipped, cancelled }
    public let id: String
    public var items: [Product.ID: Int]
    public var state: State
}

public final class ShopClient {
    public static let shared = ShopClient()
    public private(set) var token: String?

    public func signIn(email: String, password: String, completion: @escaping (Bool) -> Void) {
        token = email.isEmpty || password.isEmpty ? nil : UUID().uuidString
        completion(token != nil)
    }

    public func signOut() {
        token = nil
    }

    public func products(completion: @escaping ([Product]) -> Void) {
        completion([])
    }

    public func orders(completion: @escaping ([Order]) -> Void) {
        completion([])
    }
}
