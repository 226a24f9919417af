//
//  OrdersViewController.swift
//  ShopAdmin
//

import UIKit

final class OrdersViewController: UITableViewController, OrdersViewing {

    private let presenter: OrdersPresenting
    private var rows: [String] = []

    init(presenter: OrdersPresenting) {
        self.presenter = presenter
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        presenter.viewDidLoad()
    }

    func update(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Shipped") { [weak self] _, _, done in
            self?.presenter.didMarkShipped(at: indexPath.row)
            done(true)
        }])
    }

    @objc private func doneTapped() { presenter.didTapDone() }
}
