//
//  QueueViewController.swift
//  Tracks
//

import UIKit

final class QueueViewController: UITableViewController, QueueViewing {

    private let presenter: QueuePresenting
    private var titles: [String] = []

    init(presenter: QueuePresenting) {
        self.presenter = presenter
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        presenter.viewDidLoad()
    }

    func show(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    @objc private func doneTapped() { presenter.didTapDone() }
}
