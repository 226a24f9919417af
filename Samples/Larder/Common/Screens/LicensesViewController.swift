//
//  LicensesViewController.swift
//  Larder
//

import UIKit

/// The open-source licences the app ships, read from `Licenses.plist` (written by the build's license script).
final class LicensesViewController: UITableViewController {

    private struct License: Decodable {
        let name: String
        let text: String
    }

    private lazy var licenses: [License] = {
        guard let url = Bundle.main.url(forResource: "Licenses", withExtension: "plist"),
              let data = try? Data(contentsOf: url),
              let licenses = try? PropertyListDecoder().decode([License].self, from: data) else { return [] }
        return licenses.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
    }()

    private var expanded: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Licenses", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "License")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        licenses.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "License", for: indexPath)
        let license = licenses[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = license.name
        content.secondaryText = expanded.contains(indexPath.row) ? license.text : nil
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .caption1)
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if expanded.remove(indexPath.row) == nil {
            expanded.insert(indexPath.row)
        }
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}
