//
//  PokemonDetailsPresenter.swift
//  Pokedex
//

import Foundation

final class PokemonDetailsPresenter {

    // MARK: - Private properties -

    private unowned let _view: PokemonDetailsViewInterface
    private let _interactor: PokemonDetailsInteractorInterface
    private let _wireframe: PokemonDetailsWireframeInterface
    private let _pokemon: Pokemon

    // MARK: - Lifecycle -

    init(wireframe: PokemonDetailsWireframeInterface, view: PokemonDetailsViewInterface, interactor: PokemonDetailsInteractorInterface, pokemon: Pokemon) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
        _pokemon = pokemon
}
}

// MARK: - Extensions -

extension PokemonDetailsPresenter: PokemonDetailsPresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }

    func didSelectEvolution(_ pokemon: Pokemon) {
        _wireframe.navigate(to: .evolution(pokemon))
    }
}
