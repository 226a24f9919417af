//
//  PantryViewController.swift
//  Larder
//

import UIKit

final class PantryViewController: UIViewController {

    var presenter: PantryPresenterProtocol!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var sections: [[ListItem]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Pantry", comment: "")
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
                UIAction(title: NSLocalizedString("Add Pantry Item", comment: "")) { [weak self] _ in self?.presenter.didTapAddPantryItem() },
                UIAction(title: NSLocalizedString("Expiring Soon", comment: "")) { [weak self] _ in self?.presenter.didTapExpiringSoon() },
                UIAction(title: NSLocalizedString("Pantry Locations", comment: "")) { [weak self] _ in self?.presenter.didTapPantryLocations() },
                UIAction(title: NSLocalizedString("Waste Report", comment: "")) { [weak self] _ in self?.presenter.didTapWasteReport() },
            ])
        )
        presenter.viewDidLoad()
    }
}

extension PantryViewController: PantryViewProtocol {
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

extension PantryViewController: UITableViewDataSource, UITableViewDelegate {
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
        cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch indexPath.section {
        case 0: presenter.didSelectPantryItem(at: indexPath.row)
        default: break
        }
    }
}
