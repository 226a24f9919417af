//
//  LoginInteractor.swift
//  ShopAdmin
//

import Foundation
import ShopKit

final class LoginInteractor: LoginInteracting {

    weak var delegate: LoginInteractorDelegate?

    func signIn(email: String, password: String) {
        guard email.hasSuffix("@shop.example") else {
            delegate?.didFailToSignIn()
            return
        }
        ShopClient.shared.signIn(email: email, password: password) { [weak self] ok in
            ok ? self?.delegate?.didSignIn() : self?.delegate?.didFailToSignIn()
        }
    }
}
