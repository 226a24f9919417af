//
//  SearchViewController.swift
//  Social
//
//  First cut: the view talks to the service and the router itself until the presenter lands.
//

import UIKit

final class SearchViewController: BaseViewController, UISearchBarDelegate, UITableViewDataSource, UITableViewDelegate {

    var router: SearchRouter!

    private let users: UsersServiceProtocol
    private let searchBar = UISearchBar()
    private let tableView = UITableView()
    private var results: [UserProtocol] = []

    init(users: UsersServiceProtocol, initialQuery: String?) {
        self.users = users
        super.init(nibName: nil, bundle: nil)
        searchBar.text = initialQuery
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = searchBar
        searchBar.delegate = self
        tableView.dataSource = self
        tableView.delegate = self
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        users.search(searchText) { [weak self] users in
            self?.results = users
            self?.tableView.reloadData()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { results.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = results[indexPath.row].username
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router.routeToProfile(results[indexPath.row])
    }
}
