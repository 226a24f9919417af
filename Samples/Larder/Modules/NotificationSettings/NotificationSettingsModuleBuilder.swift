//
//  NotificationSettingsModuleBuilder.swift
//  Larder
//

import UIKit

enum NotificationSettingsModuleBuilder {

    static func build() -> UIViewController {
        let view = NotificationSettingsViewController()
        let interactor = NotificationSettingsInteractor(account: AppServices.shared.account)
        let router = NotificationSettingsRouter()
        let presenter = NotificationSettingsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
