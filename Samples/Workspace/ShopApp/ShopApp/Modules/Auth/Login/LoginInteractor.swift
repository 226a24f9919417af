//
//  LoginInteractor.swift
//  ShopApp
//

import Foundation
import ShopKit

final class LoginInteractor {
    private let client = ShopClient.shared
}

extension LoginInteractor: LoginInteractorInterface {

    func login(email: String, password: String, completion: @escaping (Bool) -> Void) {
        client.signIn(email: email, password: password, completion: completion)
    }
}
