//
//  SettingsViewController.swift
//  Tracks
//

import UIKit

final class SettingsViewController: UIViewController {

    private let presenter: SettingsPresenting
    private let clearButton = UIButton(type: .system)

    init(presenter: SettingsPresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        clearButton.setTitle("Clear library", for: .normal)
        clearButton.addTarget(self, action: #selector(clearTapped), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func clearTapped() { presenter.didTapClearLibrary() }
    @objc private func doneTapped() { presenter.didTapDone() }
}
