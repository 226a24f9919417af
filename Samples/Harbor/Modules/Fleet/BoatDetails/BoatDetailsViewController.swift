//
//  BoatDetailsViewController.swift
//  Harbor
//

import UIKit

final class BoatDetailsViewController: UIViewController {

    var presenter: BoatDetailsPresenterProtocol!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var sections: [[ListItem]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Boat", comment: "")
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
                UIAction(title: NSLocalizedString("Edit Boat", comment: "")) { [weak self] _ in self?.presenter.didTapEditBoat() },
                UIAction(title: NSLocalizedString("Boat Documents", comment: "")) { [weak self] _ in self?.presenter.didTapBoatDocuments() },
                UIAction(title: NSLocalizedString("Boat Photos", comment: "")) { [weak self] _ in self?.presenter.didTapBoatPhotos() },
                UIAction(title: NSLocalizedString("Maintenance Log", comment: "")) { [weak self] _ in self?.presenter.didTapMaintenanceLog() },
                UIAction(title: NSLocalizedString("Insurance Details", comment: "")) { [weak self] _ in self?.presenter.didTapInsuranceDetails() },
                UIAction(title: NSLocalizedString("Crew List", comment: "")) { [weak self] _ in self?.presenter.didTapCrewList() },
                UIAction(title: NSLocalizedString("Share boat", comment: "")) { [weak self] _ in self?.presenter.didTapShareBoat() },
            ])
        )
        presenter.viewDidLoad()
    }
}

extension BoatDetailsViewController: BoatDetailsViewProtocol {
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

extension BoatDetailsViewController: UITableViewDataSource, UITableViewDelegate {
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
