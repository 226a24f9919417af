//
//  ForgotPasswordViewController.swift
//  Pokedex
//

import UIKit

final class ForgotPasswordViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: ForgotPasswordPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
    }

}

// MARK: - Extensions -

extension ForgotPasswordViewController: ForgotPasswordViewInterface {
}
