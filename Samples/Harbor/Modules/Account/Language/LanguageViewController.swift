//
//  LanguageViewController.swift
//  Harbor
//

import UIKit

final class LanguageViewController: UIViewController {

    var router: LanguageRouterProtocol!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let languages = Locale.availableIdentifiers.filter { !$0.contains("_") }.sorted()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Language", comment: "")
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }
}

extension LanguageViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        languages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Locale.current.localizedString(forIdentifier: languages[indexPath.row])
        cell.contentConfiguration = content
        cell.accessoryType = UserDefaults.standard.string(forKey: "harbor.language") == languages[indexPath.row] ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // TODO: move the choice into a presenter and apply it without a restart
        UserDefaults.standard.set(languages[indexPath.row], forKey: "harbor.language")
        router.close()
    }
}
