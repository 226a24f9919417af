//
//  HomeInterfaces.swift
//  Pokedex
//

import UIKit

enum HomeNavigationOption {
    case pokemonList
    case search
    case settings
}

protocol HomeWireframeInterface: WireframeInterface {
    func navigate(to option: HomeNavigationOption)
}

protocol HomeViewInterface: ViewInterface {
    func reloadData()
}

protocol HomePresenterInterface: PresenterInterface {
    func didSelectPokedex()
    func didSelectSearch()
    func didSelectSettings()
}

protocol HomeInteractorInterface: InteractorInterface {
}
