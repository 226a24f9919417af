//
//  HomePresenter.swift
//  Pokedex
//

import Foundation

final class HomePresenter {

    // MARK: - Private properties -

    private unowned let _view: HomeViewInterface
    private let _interactor: HomeInteractorInterface
    private let _wireframe: HomeWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: HomeWireframeInterface, view: HomeViewInterface, interactor: HomeInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension HomePresenter: HomePresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }

    func didSelectPokedex() {
        _wireframe.navigate(to: .pokemonList)
    }

    func didSelectSearch() {
        _wireframe.navigate(to: .search)
    }

    func didSelectSettings() {
        _wireframe.navigate(to: .settings)
    }
}
