//
//  FavoritesViewController.swift
//  Pokedex
//

import UIKit

final class FavoritesViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: FavoritesPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension FavoritesViewController: FavoritesViewInterface {

    func reloadData() {
        view.setNeedsLayout()
    }
}
