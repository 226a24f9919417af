//
//  ChatThreadModuleConfigurator.swift
//  Social
//

import UIKit

struct ChatThreadModuleConfigurator {
    let services: ServicesContainer
    let conversation: Conversation

    func build() -> VIPERModule {
        let view = ChatThreadViewController()
        let router = ChatThreadRouter(viewController: view)
        let interactor = ChatThreadInteractor(conversation: conversation, messages: services.messages, users: services.users)
        let presenter = ChatThreadPresenter(router: router, interactor: interactor)
        presenter.view = view
        interactor.output = presenter
        view.presenter = presenter
        return VIPERModule(view: view, router: router)
    }
}
