//
//  PokemonListPresenter.swift
//  Pokedex
//

import Foundation

final class PokemonListPresenter {

    // MARK: - Private properties -

    private unowned let _view: PokemonListViewInterface
    private let _interactor: PokemonListInteractorInterface
    private let _wireframe: PokemonListWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: PokemonListWireframeInterface, view: PokemonListViewInterface, interactor: PokemonListInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension PokemonListPresenter: PokemonListPresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }

    func didSelectPokemon(at index: Int) {
        let pokemon = _interactor.pokemon(at: index)
        _wireframe.navigate(to: .details(pokemon))
    }

    func didSelectFavorites() {
        _wireframe.navigate(to: .favorites)
    }
}
