//
//  CartViewController.swift
//  ShopApp
//

import UIKit

final class CartViewController: UITableViewController, CartViewInterface {

    var presenter: CartPresenterInterface!
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
        presenter.viewDidLoad()
    }

    func show(lines: [String], total: String) {
        self.lines = lines
        navigationItem.prompt = total
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lines.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = lines[indexPath.row]
        return cell
    }

    @objc private func closeTapped() { presenter.didTapClose() }
}
