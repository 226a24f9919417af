//
//  SettingsInteractor.swift
//  Pokedex
//

import Foundation

final class SettingsInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension SettingsInteractor: SettingsInteractorInterface {

    func logout() {
        UserDefaults.standard.removeObject(forKey: "session")
    }
}
