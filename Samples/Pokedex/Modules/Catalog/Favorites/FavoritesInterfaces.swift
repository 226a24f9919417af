//
//  FavoritesInterfaces.swift
//  Pokedex
//

import UIKit

enum FavoritesNavigationOption {
    case details(_ pokemon: Pokemon)
}

protocol FavoritesWireframeInterface: WireframeInterface {
    func navigate(to option: FavoritesNavigationOption)
}

protocol FavoritesViewInterface: ViewInterface {
    func reloadData()
}

protocol FavoritesPresenterInterface: PresenterInterface {
    func didSelectFavorite(_ pokemon: Pokemon)
}

protocol FavoritesInteractorInterface: InteractorInterface {
}
