//
//  SettingsBuilder.swift
//  Tracks
//

import UIKit

enum SettingsBuilder {

    static func makeModule() -> UIViewController {
        let router = SettingsRouter()
        let presenter = SettingsPresenter(router: router, defaults: .standard)
        let viewController = SettingsViewController(presenter: presenter)
        presenter.view = viewController
        router.viewController = viewController
        return UINavigationController(rootViewController: viewController)
    }
}
