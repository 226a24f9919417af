//
//  RepositoryDetailViewController.swift
//  GitHubSearch
//

import UIKit

final class RepositoryDetailViewController: UIViewController, Viewable {

    var presenter: RepositoryDetailPresenter!

    private let titleLabel = UILabel()
    private let descriptionLabel = UILabel()
    private let ownerButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        descriptionLabel.numberOfLines = 0
        ownerButton.addTarget(self, action: #selector(ownerTapped), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "safari"), style: .plain, target: self, action: #selector(openTapped))
        presenter.viewDidLoad()
    }

    func show(title: String, description: String, stars: Int) {
        titleLabel.text = title
        descriptionLabel.text = description
        navigationItem.prompt = "★ \(stars)"
    }

    @objc private func ownerTapped() { presenter.didTapOwner() }
    @objc private func openTapped() { presenter.didTapOpenOnGitHub() }
}
