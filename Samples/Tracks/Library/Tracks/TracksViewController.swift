//
//  TracksViewController.swift
//  Tracks
//

import UIKit

final class TracksViewController: UITableViewController {

    private let presenter: TracksPresenting
    private var viewModels: [TrackViewModel] = []

    init(presenter: TracksPresenting) {
        self.presenter = presenter
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tracks"
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(settingsTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Playlists", style: .plain, target: self, action: #selector(playlistsTapped))
        presenter.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModels.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = viewModels[indexPath.row].title
        cell.textLabel?.textColor = viewModels[indexPath.row].color
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRow(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            presenter.didSwipeToDelete(at: indexPath.row)
        }
    }

    @objc private func settingsTapped() { presenter.didTapSettings() }
    @objc private func playlistsTapped() { presenter.didTapPlaylists() }
}

extension TracksViewController: TracksViewing {

    func update(viewModels: [TrackViewModel]) {
        self.viewModels = viewModels
        tableView.reloadData()
    }

    func showError(_ description: String) {
        let label = UILabel()
        label.text = description
        tableView.backgroundView = label
    }
}
