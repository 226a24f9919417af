//
//  HomeViewController.swift
//  Pokedex
//

import UIKit

final class HomeViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: HomePresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension HomeViewController: HomeViewInterface {

    func reloadData() {
        view.setNeedsLayout()
    }
}
