//
//  PokemonDetailsInteractor.swift
//  Pokedex
//

import Foundation

final class PokemonDetailsInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension PokemonDetailsInteractor: PokemonDetailsInteractorInterface {
}
