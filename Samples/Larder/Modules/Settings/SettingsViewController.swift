//
//  SettingsViewController.swift
//  Larder
//

import UIKit

final class SettingsViewController: UIViewController {

    var presenter: SettingsPresenterProtocol!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var sections: [[ListItem]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Settings", comment: "")
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(children: [
                UIAction(title: NSLocalizedString("Notification Settings", comment: "")) { [weak self] _ in self?.presenter.didTapNotificationSettings() },
                UIAction(title: NSLocalizedString("Units", comment: "")) { [weak self] _ in self?.presenter.didTapUnits() },
                UIAction(title: NSLocalizedString("Dietary Preferences", comment: "")) { [weak self] _ in self?.presenter.didTapDietaryPreferences() },
                UIAction(title: NSLocalizedString("Subscription", comment: "")) { [weak self] _ in self?.presenter.didTapSubscription() },
                UIAction(title: NSLocalizedString("About", comment: "")) { [weak self] _ in self?.presenter.didTapAbout() },
                UIAction(title: NSLocalizedString("Delete Account", comment: "")) { [weak self] _ in self?.presenter.didTapDeleteAccount() },
                UIAction(title: NSLocalizedString("Sign out of Larder?", comment: "")) { [weak self] _ in self?.presenter.didTapConfirmSignOut() },
            ])
        )
        presenter.viewDidLoad()
    }
}

extension SettingsViewController: SettingsViewProtocol {
    func display(sections: [[ListItem]]) {
        self.sections = sections
        tableView.reloadData()
    }

    func display(error message: String) {
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        tableView.backgroundView = label
    }
}

extension SettingsViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let item = sections[indexPath.section][indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.secondaryText = item.subtitle
        cell.contentConfiguration = content
        cell.accessoryType = .none
        return cell
    }
}
