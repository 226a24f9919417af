//
//  FoldersView.swift
//  Notes
//

import UIKit

protocol FoldersPresenterToView: AnyObject {
    func show(names: [String])
}

final class FoldersView: UITableViewController, Viewable, FoldersPresenterToView {

    typealias Presenter = FoldersViewToPresenter

    var presenter: Presenter?
    private var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "folder.badge.plus"), style: .plain, target: self, action: #selector(addTapped))
        presenter?.viewDidLoad()
    }

    func show(names: [String]) {
        self.names = names
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count + 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = indexPath.row == 0 ? "All notes" : names[indexPath.row - 1]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectFolder(at: indexPath.row == 0 ? nil : indexPath.row - 1)
    }

    @objc private func addTapped() {
        presenter?.didCreateFolder(named: "Folder \(names.count + 1)")
    }
}
