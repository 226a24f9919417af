//
//  PokemonListWireframe.swift
//  Pokedex
//

import UIKit

final class PokemonListWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: "Catalog", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = _storyboard.instantiateViewController(ofType: PokemonListViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = PokemonListInteractor()
        let presenter = PokemonListPresenter(wireframe: self, view: moduleViewController, interactor: interactor)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension PokemonListWireframe: PokemonListWireframeInterface {

    func navigate(to option: PokemonListNavigationOption) {
        switch option {
        case .details(let pokemon):
            navigationController?.pushWireframe(PokemonDetailsWireframe(pokemon: pokemon))
        case .favorites:
            navigationController?.pushWireframe(FavoritesWireframe())
        }
    }
}
