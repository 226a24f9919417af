//
//  RegisterInteractor.swift
//  Pokedex
//

import Foundation

final class RegisterInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension RegisterInteractor: RegisterInteractorInterface {
}
