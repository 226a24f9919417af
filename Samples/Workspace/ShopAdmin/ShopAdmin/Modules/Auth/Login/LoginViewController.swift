//
//  LoginViewController.swift
//  ShopAdmin
//

import UIKit

final class LoginViewController: UIViewController, LoginViewing {

    private let presenter: LoginPresenting
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let errorLabel = UILabel()

    init(presenter: LoginPresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop Admin"
        passwordField.isSecureTextEntry = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign in", style: .done, target: self, action: #selector(submit))
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }

    @objc private func submit() {
        presenter.didSubmit(email: emailField.text ?? "", password: passwordField.text ?? "")
    }
}
