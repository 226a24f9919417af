//
//  PokemonDetailsViewController.swift
//  Pokedex
//

import UIKit

final class PokemonDetailsViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: PokemonDetailsPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension PokemonDetailsViewController: PokemonDetailsViewInterface {

    func reloadData() {
        view.setNeedsLayout()
    }
}
