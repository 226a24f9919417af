//
//  PokemonListInteractor.swift
//  Pokedex
//

import Foundation

final class PokemonListInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension PokemonListInteractor: PokemonListInteractorInterface {

    func pokemon(at index: Int) -> Pokemon {
        _service.pokemon(at: index)
    }
}
