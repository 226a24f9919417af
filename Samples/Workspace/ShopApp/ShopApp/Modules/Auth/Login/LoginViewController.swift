//
//  LoginViewController.swift
//  ShopApp
//

import UIKit

final class LoginViewController: UIViewController {

    var presenter: LoginPresenterInterface!

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let button = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        passwordField.isSecureTextEntry = true
        button.setTitle("Log in", for: .normal)
        button.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
        presenter.viewDidLoad()
    }

    @objc private func loginTapped() {
        presenter.didTapLogin(email: emailField.text, password: passwordField.text)
    }
}

extension LoginViewController: LoginViewInterface {

    func setLoading(_ loading: Bool) {
        button.isEnabled = !loading
        loading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showError(_ message: String) {
        emailField.placeholder = message
    }
}
