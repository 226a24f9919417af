//
//  SearchInteractor.swift
//  Pokedex
//

import Foundation

final class SearchInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension SearchInteractor: SearchInteractorInterface {
}
