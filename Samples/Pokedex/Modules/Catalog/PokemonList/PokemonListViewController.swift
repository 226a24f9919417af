//
//  PokemonListViewController.swift
//  Pokedex
//

import UIKit

final class PokemonListViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: PokemonListPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension PokemonListViewController: PokemonListViewInterface {

    func reloadData() {
        view.setNeedsLayout()
    }
}
