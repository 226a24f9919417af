//
//  DebugMenuViewController.swift
//  Social
//

import UIKit

final class DebugMenuViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {

    var presenter: DebugMenuPresenter!

    private let tableView = UITableView()
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Debug"
        tableView.dataSource = self
        tableView.delegate = self
        presenter.viewDidLoad()
    }

    func show(items: [String]) {
        self.items = items
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectItem(at: indexPath.row)
    }
}
