//
//  AboutViewController.swift
//  Pokedex
//

import UIKit

final class AboutViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: AboutPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension AboutViewController: AboutViewInterface {

    func reloadData() {
        view.setNeedsLayout()
    }
}
