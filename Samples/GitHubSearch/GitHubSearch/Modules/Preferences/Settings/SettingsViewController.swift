//
//  SettingsViewController.swift
//  GitHubSearch
//

import UIKit

final class SettingsViewController: UIViewController, Viewable {

    var presenter: SettingsPresenter!

    @IBOutlet private weak var cacheLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        // Reached through the storyboard's modal segue.
        presenter = SettingsPresenter(view: self, router: SettingsRouterOutput(self))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func showCacheSize(_ text: String) {
        cacheLabel.text = text
    }

    @IBAction private func clearCacheTapped(_ sender: UIButton) { presenter.didTapClearCache() }
    @IBAction private func doneTapped(_ sender: UIBarButtonItem) { presenter.didTapDone() }
}
