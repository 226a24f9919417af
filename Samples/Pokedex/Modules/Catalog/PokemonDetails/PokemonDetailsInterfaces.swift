//
//  PokemonDetailsInterfaces.swift
//  Pokedex
//

import UIKit

enum PokemonDetailsNavigationOption {
    case evolution(_ pokemon: Pokemon)
}

protocol PokemonDetailsWireframeInterface: WireframeInterface {
    func navigate(to option: PokemonDetailsNavigationOption)
}

protocol PokemonDetailsViewInterface: ViewInterface {
    func reloadData()
}

protocol PokemonDetailsPresenterInterface: PresenterInterface {
    func didSelectEvolution(_ pokemon: Pokemon)
}

protocol PokemonDetailsInteractorInterface: InteractorInterface {
}
