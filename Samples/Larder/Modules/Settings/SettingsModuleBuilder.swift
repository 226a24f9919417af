//
//  SettingsModuleBuilder.swift
//  Larder
//

import UIKit

enum SettingsModuleBuilder {

    static func build() -> UIViewController {
        let view = SettingsViewController()
        let interactor = SettingsInteractor(account: AppServices.shared.account)
        let router = SettingsRouter()
        let presenter = SettingsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
