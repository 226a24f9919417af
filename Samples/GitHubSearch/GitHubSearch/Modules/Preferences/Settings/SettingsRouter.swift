//
//  SettingsRouter.swift
//  GitHubSearch
//

import UIKit

struct SettingsEntryEntity {}

struct SettingsRouterInput {

    func view(entryEntity: SettingsEntryEntity) -> SettingsViewController {
        let view = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "SettingsViewController") as! SettingsViewController
        view.presenter = SettingsPresenter(view: view, router: SettingsRouterOutput(view))
        return view
    }

    func present(from: Viewable, entryEntity: SettingsEntryEntity) {
        from.present(view(entryEntity: entryEntity), animated: true)
    }
}

final class SettingsRouterOutput: Routerable {

    private(set) weak var view: Viewable!

    init(_ view: Viewable) {
        self.view = view
    }

    func close() {
        dismiss(animated: true)
    }
}
