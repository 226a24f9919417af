//
//  SearchInterfaces.swift
//  Pokedex
//

import UIKit

enum SearchNavigationOption {
    case details(_ pokemon: Pokemon)
    case close
}

protocol SearchWireframeInterface: WireframeInterface {
    func navigate(to option: SearchNavigationOption)
}

protocol SearchViewInterface: ViewInterface {
    func reloadData()
}

protocol SearchPresenterInterface: PresenterInterface {
    func didSelectResult(_ pokemon: Pokemon)
    func didSelectClose()
}

protocol SearchInteractorInterface: InteractorInterface {
}
