//
//  MyProfileViewController.swift
//  Social
//

import UIKit

final class MyProfileViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {

    var presenter: MyProfilePresenter!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var rows: [MyProfilePresenter.Row] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        presenter.viewDidLoad()
    }

    func show(username: String, rows: [MyProfilePresenter.Row]) {
        title = "@\(username)"
        self.rows = rows
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = rows[indexPath.row] == .wallet ? "Wallet" : "Settings"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(rows[indexPath.row])
    }
}
