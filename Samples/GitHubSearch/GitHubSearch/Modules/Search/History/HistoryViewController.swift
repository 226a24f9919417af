//
//  HistoryViewController.swift
//  GitHubSearch
//

import UIKit

final class HistoryViewController: UITableViewController, Viewable {

    var presenter: HistoryPresenter!
    private var queries: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        // Reached through the storyboard's show segue.
        presenter = HistoryPresenter(view: self, router: HistoryRouterOutput(self))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ queries: [String]) {
        self.queries = queries
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { queries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "QueryCell", for: indexPath)
        cell.textLabel?.text = queries[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(query: queries[indexPath.row])
    }
}
