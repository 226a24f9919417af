//
//  SettingsConfigurator.swift
//  Notes
//

import UIKit

enum SettingsConfigurator {

    static func build() -> UIViewController {
        let view = SettingsView(style: .insetGrouped)
        let presenter = SettingsPresenter()
        let router = SettingsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
