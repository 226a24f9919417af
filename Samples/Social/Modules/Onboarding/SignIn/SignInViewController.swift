//
//  SignInViewController.swift
//  Social
//

import UIKit

final class SignInViewController: BaseViewController {

    var presenter: SignInPresenter!

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        passwordField.isSecureTextEntry = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .done, target: self, action: #selector(submit))
    }

    func setLoading(_ loading: Bool) {
        loading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showError(_ message: String) {
        emailField.placeholder = message
    }

    @objc private func submit() {
        presenter.didSubmit(email: emailField.text ?? "", password: passwordField.text ?? "")
    }

    @objc private func forgotPassword() {
        presenter.didTapForgotPassword(email: emailField.text)
    }
}
