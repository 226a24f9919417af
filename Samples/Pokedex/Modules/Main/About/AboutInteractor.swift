//
//  AboutInteractor.swift
//  Pokedex
//

import Foundation

final class AboutInteractor {
    private let _service = PokemonService.shared
}

// MARK: - Extensions -

extension AboutInteractor: AboutInteractorInterface {
}
