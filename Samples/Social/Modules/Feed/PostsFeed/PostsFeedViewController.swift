//
//  PostsFeedViewController.swift
//  Social
//

import UIKit

class PostsFeedViewController: BaseViewController, PostsFeedViewProtocol, UITableViewDataSource, UITableViewDelegate {

    var presenter: PostsFeedPresenterProtocol!

    let storiesContainerView = UIView()
    private let tableView = UITableView()
    private var viewModels: [PostsFeed.PostViewModel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = storiesContainerView
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose)),
            UIBarButtonItem(barButtonSystemItem: .search, target: self, action: #selector(search)),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func reload(with viewModels: [PostsFeed.PostViewModel]) {
        self.viewModels = viewModels
        tableView.reloadData()
    }

    func showEmptyState(_ title: String) {
        tableView.backgroundView = UILabel.centered(title)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModels.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "post")
        cell.textLabel?.text = viewModels[indexPath.row].authorName
        cell.detailTextLabel?.text = viewModels[indexPath.row].text
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPost(at: indexPath.row)
    }

    @objc private func compose() { presenter.didTapCompose() }
    @objc private func search() { presenter.didTapSearch() }
}

/// Same feed with inline editing of the single post it shows.
final class EditablePostsFeedViewController: PostsFeedViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setEditing(true, animated: false)
    }
}
