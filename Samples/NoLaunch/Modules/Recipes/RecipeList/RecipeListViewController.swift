//
//  RecipeListViewController.swift
//  RecipeKit
//

import UIKit

final class RecipeListViewController: UITableViewController {

    var presenter: RecipeListPresenterProtocol!
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Recipes", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: NSLocalizedString("Shopping list", comment: ""), primaryAction: UIAction { [weak self] _ in self?.presenter.didTapShoppingList() }),
        ]
        presenter.viewDidLoad()
    }

    func show(items: [String]) {
        self.items = items
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRow(at: indexPath.row)
    }
}
