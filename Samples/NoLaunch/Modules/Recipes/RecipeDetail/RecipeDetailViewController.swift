//
//  RecipeDetailViewController.swift
//  RecipeKit
//

import UIKit

final class RecipeDetailViewController: UITableViewController {

    var presenter: RecipeDetailPresenterProtocol!
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Recipe", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: NSLocalizedString("Timer", comment: ""), primaryAction: UIAction { [weak self] _ in self?.presenter.didTapCookingTimer() }),
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
}
