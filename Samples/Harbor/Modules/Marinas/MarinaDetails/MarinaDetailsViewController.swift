//
//  MarinaDetailsViewController.swift
//  Harbor
//

import MessageUI
import UIKit

final class MarinaDetailsViewController: UIViewController {

    var presenter: MarinaDetailsPresenterProtocol!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    /// Holds the child module the router embeds above the list.
    let headerContainer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 180))
    private var sections: [[ListItem]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Marina", comment: "")
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.tableHeaderView = headerContainer
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(children: [
                UIAction(title: NSLocalizedString("Marina Gallery", comment: "")) { [weak self] _ in self?.presenter.didTapMarinaGallery() },
                UIAction(title: NSLocalizedString("Marina Reviews", comment: "")) { [weak self] _ in self?.presenter.didTapMarinaReviews() },
                UIAction(title: NSLocalizedString("Amenities", comment: "")) { [weak self] _ in self?.presenter.didTapAmenities() },
                UIAction(title: NSLocalizedString("Fuel Prices", comment: "")) { [weak self] _ in self?.presenter.didTapFuelPrices() },
                UIAction(title: NSLocalizedString("Tide Table", comment: "")) { [weak self] _ in self?.presenter.didTapTideTable() },
                UIAction(title: NSLocalizedString("Booking Calendar", comment: "")) { [weak self] _ in self?.presenter.didTapBookingCalendar() },
                UIAction(title: NSLocalizedString("Share marina", comment: "")) { [weak self] _ in self?.presenter.didTapShareMarina() },
                UIAction(title: NSLocalizedString("Website", comment: "")) { [weak self] _ in self?.presenter.didTapWebsite() },
                UIAction(title: NSLocalizedString("Email harbour master", comment: "")) { [weak self] _ in self?.presenter.didTapEmailHarbourMaster() },
            ])
        )
        presenter.viewDidLoad()
    }
}

extension MarinaDetailsViewController: MarinaDetailsViewProtocol {
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

extension MarinaDetailsViewController: UITableViewDataSource, UITableViewDelegate {
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

extension MarinaDetailsViewController: MFMailComposeViewControllerDelegate {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
        controller.dismiss(animated: true)
    }
}
