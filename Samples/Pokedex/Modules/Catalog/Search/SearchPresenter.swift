//
//  SearchPresenter.swift
//  Pokedex
//

import Foundation

final class SearchPresenter {

    // MARK: - Private properties -

    private unowned let _view: SearchViewInterface
    private let _interactor: SearchInteractorInterface
    private let _wireframe: SearchWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: SearchWireframeInterface, view: SearchViewInterface, interactor: SearchInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension SearchPresenter: SearchPresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }

    func didSelectResult(_ pokemon: Pokemon) {
        _wireframe.navigate(to: .details(pokemon))
    }

    func didSelectClose() {
        _wireframe.navigate(to: .close)
    }
}
