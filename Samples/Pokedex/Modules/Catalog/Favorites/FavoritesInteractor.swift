//
//  FavoritesInteractor.swift
//  Pokedex
//

import Foundation

final class FavoritesInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension FavoritesInteractor: FavoritesInteractorInterface {
}
