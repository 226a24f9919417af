//
//  PokemonService.swift
//  Pokedex
//

import Foundation

final class PokemonService {

    static let shared = PokemonService()

    private(set) var all: [Pokemon] = []

    func pokemon(at index: Int) -> Pokemon {
        all[index]
    }
}
