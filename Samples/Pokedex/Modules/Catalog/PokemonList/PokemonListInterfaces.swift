//
//  PokemonListInterfaces.swift
//  Pokedex
//

import UIKit

enum PokemonListNavigationOption {
    case details(_ pokemon: Pokemon)
    case favorites
}

protocol PokemonListWireframeInterface: WireframeInterface {
    func navigate(to option: PokemonListNavigationOption)
}

protocol PokemonListViewInterface: ViewInterface {
    func reloadData()
}

protocol PokemonListPresenterInterface: PresenterInterface {
    func didSelectPokemon(at index: Int)
    func didSelectFavorites()
}

protocol PokemonListInteractorInterface: InteractorInterface {
    func pokemon(at index: Int) -> Pokemon
}
