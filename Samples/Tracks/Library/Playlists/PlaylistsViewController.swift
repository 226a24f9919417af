//
//  PlaylistsViewController.swift
//  Tracks
//

import UIKit

final class PlaylistsViewController: UITableViewController, PlaylistsViewing {

    private let presenter: PlaylistsPresenting
    private var names: [String] = []

    init(presenter: PlaylistsPresenting) {
        self.presenter = presenter
        super.init(style: .insetGrouped)
        title = "Playlists"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(names: [String]) {
        self.names = names
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(row: indexPath.row)
    }
}
