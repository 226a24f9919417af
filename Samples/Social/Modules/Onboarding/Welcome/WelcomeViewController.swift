//
//  WelcomeViewController.swift
//  Social
//

import UIKit

protocol WelcomeViewProtocol: AnyObject {
    func showSlides(_ titles: [String])
}

final class WelcomeViewController: BaseViewController, WelcomeViewProtocol {

    var presenter: WelcomePresenter!

    private let pager = UIPageControl()
    private let signInButton = UIButton(type: .system)
    private let signUpButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        signInButton.setTitle("Sign in", for: .normal)
        signUpButton.setTitle("Create account", for: .normal)
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        signUpButton.addTarget(self, action: #selector(signUpTapped), for: .touchUpInside)
        presenter.viewDidLoad()
    }

    func showSlides(_ titles: [String]) {
        pager.numberOfPages = titles.count
    }

    @objc private func signInTapped() { presenter.didTapSignIn() }
    @objc private func signUpTapped() { presenter.didTapCreateAccount(referralLink: nil) }
}
