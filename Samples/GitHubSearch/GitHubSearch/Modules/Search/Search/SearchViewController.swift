//
//  SearchViewController.swift
//  GitHubSearch
//

import UIKit

protocol SearchViewInputs: AnyObject {
    func configure(query: String?)
    func reloadTableView(rows: [String])
    func showError(_ message: String)
}

final class SearchViewController: UIViewController {

    internal var presenter: SearchViewOutputs?

    @IBOutlet private weak var searchBar: UISearchBar!
    @IBOutlet private weak var tableView: UITableView!
    private var rows: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        // Created by the storyboard as the initial scene: wire the module here.
        if presenter == nil {
            SearchRouterInput().configure(self, entryEntity: SearchEntryEntity(initialQuery: nil))
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        searchBar.delegate = self
        presenter?.viewDidLoad()
    }
}

extension SearchViewController: SearchViewInputs {

    func configure(query: String?) {
        searchBar.text = query
    }

    func reloadTableView(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    func showError(_ message: String) {
        searchBar.prompt = message
    }
}

extension SearchViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        presenter?.didChangeQuery(searchText)
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        presenter?.didChangeScope(selectedScope)
    }
}

extension SearchViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectRow(at: indexPath.row)
    }
}

extension SearchViewController: Viewable {}
