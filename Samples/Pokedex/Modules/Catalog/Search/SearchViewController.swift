//
//  SearchViewController.swift
//  Pokedex
//

import UIKit

final class SearchViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: SearchPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension SearchViewController: SearchViewInterface {

    func reloadData() {
        view.setNeedsLayout()
    }
}
