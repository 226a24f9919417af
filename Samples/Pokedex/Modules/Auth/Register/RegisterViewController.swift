//
//  RegisterViewController.swift
//  Pokedex
//

import UIKit

final class RegisterViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: RegisterPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension RegisterViewController: RegisterViewInterface {

    func reloadData() {
        view.setNeedsLayout()
    }
}
