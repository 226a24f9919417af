//
//  SettingsViewController.swift
//  Pokedex
//

import UIKit

final class SettingsViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: SettingsPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension SettingsViewController: SettingsViewInterface {

    func reloadData() {
        view.setNeedsLayout()
    }
}
