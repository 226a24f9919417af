//
//  LoginInteractor.swift
//  Pokedex
//

import Foundation

final class LoginInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension LoginInteractor: LoginInteractorInterface {

    func login(email: String, password: String, completion: @escaping (Bool) -> Void) {
        completion(!email.isEmpty && !password.isEmpty)
    }
}
