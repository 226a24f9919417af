//
//  ComposerModuleConfigurator.swift
//  Social
//

import UIKit

struct ComposerModuleConfigurator {
    let services: ServicesContainer
    let mode: ComposerMode

    func build() -> VIPERModule {
        let view = ComposerViewController()
        let router = ComposerRouter(viewController: view)
        let interactor = ComposerInteractor(mode: mode, posts: services.posts, storage: services.storage)
        view.presenter = ComposerPresenter(view: view, interactor: interactor, router: router)
        return VIPERModule(view: view, router: router)
    }
}
