//
//  InboxModuleConfigurator.swift
//  Social
//

import UIKit

struct InboxModuleConfigurator {
    let services: ServicesContainer

    func build() -> VIPERModule {
        let view = InboxViewController()
        let router = InboxRouter(viewController: view)
        let interactor = InboxInteractor(messages: services.messages)
        view.presenter = InboxPresenter(view: view, interactor: interactor, router: router)
        return VIPERModule(view: view, router: router)
    }
}
