//
//  FavoritesWireframe.swift
//  Pokedex
//

import UIKit

final class FavoritesWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: "Catalog", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = _storyboard.instantiateViewController(ofType: FavoritesViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = FavoritesInteractor()
        let presenter = FavoritesPresenter(wireframe: self, view: moduleViewController, interactor: interactor)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension FavoritesWireframe: FavoritesWireframeInterface {

    func navigate(to option: FavoritesNavigationOption) {
        switch option {
        case .details(let pokemon):
            navigationController?.pushWireframe(PokemonDetailsWireframe(pokemon: pokemon))
        }
    }
}
