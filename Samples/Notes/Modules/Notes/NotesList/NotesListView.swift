//
//  NotesListView.swift
//  Notes
//

import UIKit

protocol NotesListPresenterToView: AnyObject {
    func show(_ rows: [NotesListView.Row])
    func showFolderName(_ name: String?)
}

final class NotesListView: UIViewController, Viewable {

    struct Row: Hashable {
        let id: UUID
        let title: String
        let subtitle: String
    }

    typealias Presenter = NotesListViewToPresenter

    var presenter: Presenter?

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var rows: [Row] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.addSubview(tableView)
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = self
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "folder"), style: .plain, target: self, action: #selector(foldersTapped))
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(composeTapped)),
            UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: self, action: #selector(settingsTapped)),
        ]
        presenter?.viewDidLoad()
    }

    @objc private func foldersTapped() { presenter?.didTapFolders() }
    @objc private func composeTapped() { presenter?.didTapCompose() }
    @objc private func settingsTapped() { presenter?.didTapSettings() }
}

extension NotesListView: NotesListPresenterToView {

    func show(_ rows: [Row]) {
        self.rows = rows
        tableView.reloadData()
    }

    func showFolderName(_ name: String?) {
        title = name ?? "Notes"
    }
}

extension NotesListView: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].title
        cell.detailTextLabel?.text = rows[indexPath.row].subtitle
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectNote(at: indexPath.row)
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                self?.presenter?.didTapShare(at: indexPath.row, sourceView: tableView.cellForRow(at: indexPath))
            }])
        }
    }
}
