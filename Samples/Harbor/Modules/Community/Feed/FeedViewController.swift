//
//  FeedViewController.swift
//  Harbor
//

import UIKit

final class FeedViewController: UITableViewController {

    var presenter: FeedPresenterProtocol!
    private var entries: [FeedEntry] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Community", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Entry")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.presenter.didTapCompose() }),
            UIBarButtonItem(image: UIImage(systemName: "calendar"), primaryAction: UIAction { [weak self] _ in self?.presenter.didTapEvents() }),
        ]
        presenter.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch entries[indexPath.row] {
        case .post(_, _, let text):
            content.text = text
        case .promotion(let promotion):
            content.text = promotion.title
            content.secondaryText = NSLocalizedString("Sponsored", comment: "")
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectEntry(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        presenter.didTapAuthor(at: indexPath.row)
    }
}

extension FeedViewController: FeedViewProtocol {
    func display(entries: [FeedEntry]) {
        self.entries = entries
        tableView.reloadData()
    }

    func display(error message: String) {
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        tableView.backgroundView = label
    }
}
