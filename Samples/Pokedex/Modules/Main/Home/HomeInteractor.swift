//
//  HomeInteractor.swift
//  Pokedex
//

import Foundation

final class HomeInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension HomeInteractor: HomeInteractorInterface {
}
