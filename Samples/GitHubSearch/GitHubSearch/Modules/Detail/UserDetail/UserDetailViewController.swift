//
//  UserDetailViewController.swift
//  GitHubSearch
//

import UIKit

final class UserDetailViewController: UITableViewController, Viewable {

    var presenter: UserDetailPresenter!
    private var repositoryNames: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if presentingViewController != nil {
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
        }
        presenter.viewDidLoad()
    }

    func show(login: String, repositoryNames: [String], hasBlog: Bool) {
        title = login
        self.repositoryNames = repositoryNames
        navigationItem.rightBarButtonItem = hasBlog ? UIBarButtonItem(title: "Blog", style: .plain, target: self, action: #selector(blogTapped)) : nil
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { repositoryNames.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = repositoryNames[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRepository(at: indexPath.row)
    }

    @objc private func blogTapped() { presenter.didTapBlog(isCompact: traitCollection.horizontalSizeClass == .compact) }
    @objc private func closeTapped() { presenter.didTapClose() }
}
