//
//  InboxViewController.swift
//  Social
//

import UIKit

final class InboxViewController: BaseViewController, InboxViewProtocol, UITableViewDataSource, UITableViewDelegate {

    var presenter: InboxPresenterProtocol!

    private let tableView = UITableView()
    private let badge = UnreadBadgeView()
    private var rows: [Inbox.Row] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        navigationItem.titleView = badge
        presenter.viewDidLoad()
    }

    func show(_ rows: [Inbox.Row]) {
        self.rows = rows
        tableView.reloadData()
    }

    func setUnreadCount(_ count: Int) {
        badge.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].title
        cell.detailTextLabel?.text = rows[indexPath.row].preview
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRow(at: indexPath.row)
    }
}
