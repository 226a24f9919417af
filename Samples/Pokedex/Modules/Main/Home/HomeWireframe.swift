//
//  HomeWireframe.swift
//  Pokedex
//

import UIKit

final class HomeWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: "Main", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = _storyboard.instantiateViewController(ofType: HomeViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = HomeInteractor()
        let presenter = HomePresenter(wireframe: self, view: moduleViewController, interactor: interactor)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension HomeWireframe: HomeWireframeInterface {

    func navigate(to option: HomeNavigationOption) {
        switch option {
        case .pokemonList:
            navigationController?.pushWireframe(PokemonListWireframe())
        case .search:
            let wireframe = SearchWireframe()
            viewController.presentWireframe(wireframe)
        case .settings:
            navigationController?.pushWireframe(SettingsWireframe())
        }
    }
}
