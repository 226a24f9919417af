//
//  TripDetailsViewController.swift
//  Harbor
//

import UIKit

final class TripDetailsViewController: UIViewController {

    var presenter: TripDetailsPresenterProtocol!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var sections: [[ListItem]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Trip", comment: "")
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
                UIAction(title: NSLocalizedString("Route Editor", comment: "")) { [weak self] _ in self?.presenter.didTapRouteEditor() },
                UIAction(title: NSLocalizedString("Trip Log", comment: "")) { [weak self] _ in self?.presenter.didTapTripLog() },
                UIAction(title: NSLocalizedString("Weather Forecast", comment: "")) { [weak self] _ in self?.presenter.didTapWeatherForecast() },
                UIAction(title: NSLocalizedString("Share trip", comment: "")) { [weak self] _ in self?.presenter.didTapShareTrip() },
                UIAction(title: NSLocalizedString("Export Options", comment: "")) { [weak self] _ in self?.presenter.didTapShowExportOptions() },
            ])
        )
        presenter.viewDidLoad()
    }
}

extension TripDetailsViewController: TripDetailsViewProtocol {
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

extension TripDetailsViewController: UITableViewDataSource, UITableViewDelegate {
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
