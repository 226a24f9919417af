//
//  FavoritesPresenter.swift
//  Pokedex
//

import Foundation

final class FavoritesPresenter {

    // MARK: - Private properties -

    private unowned let _view: FavoritesViewInterface
    private let _interactor: FavoritesInteractorInterface
    private let _wireframe: FavoritesWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: FavoritesWireframeInterface, view: FavoritesViewInterface, interactor: FavoritesInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension FavoritesPresenter: FavoritesPresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }

    func didSelectFavorite(_ pokemon: Pokemon) {
        _wireframe.navigate(to: .details(pokemon))
    }
}
