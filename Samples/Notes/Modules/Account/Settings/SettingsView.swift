//
//  SettingsView.swift
//  Notes
//

import UIKit

final class SettingsView: UITableViewController {

    var presenter: SettingsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = "Replay onboarding"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didTapReplayOnboarding()
    }
}
