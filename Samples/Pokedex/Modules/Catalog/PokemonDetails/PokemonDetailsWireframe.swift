//
//  PokemonDetailsWireframe.swift
//  Pokedex
//

import UIKit

final class PokemonDetailsWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: "Catalog", bundle: nil)

    // MARK: - Module setup -

    init(pokemon: Pokemon) {
        let moduleViewController = _storyboard.instantiateViewController(ofType: PokemonDetailsViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = PokemonDetailsInteractor()
        let presenter = PokemonDetailsPresenter(wireframe: self, view: moduleViewController, interactor: interactor, pokemon: pokemon)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension PokemonDetailsWireframe: PokemonDetailsWireframeInterface {

    func navigate(to option: PokemonDetailsNavigationOption) {
        switch option {
        case .evolution(let pokemon):
            navigationController?.pushWireframe(PokemonDetailsWireframe(pokemon: pokemon))
        }
    }
}
