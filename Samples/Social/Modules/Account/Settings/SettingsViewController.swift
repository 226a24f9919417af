//
//  SettingsViewController.swift
//  Social
//

import UIKit

final class SettingsViewController: BaseViewController {

    var presenter: SettingsPresenter!

    private let helpButton = UIButton(type: .system)
    private let signOutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        helpButton.setTitle("Help", for: .normal)
        signOutButton.setTitle("Sign out", for: .normal)
        helpButton.addTarget(self, action: #selector(help), for: .touchUpInside)
        signOutButton.addTarget(self, action: #selector(signOut), for: .touchUpInside)
    }

    @objc private func help() { presenter.didTapHelp() }

    @objc private func signOut() {
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Sign out", style: .destructive) { [weak self] _ in
            self?.presenter.didConfirmSignOut()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
