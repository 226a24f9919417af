//
//  CommentsModuleConfigurator.swift
//  Social
//

import UIKit

struct CommentsModuleConfigurator {
    let services: ServicesContainer
    let post: PostProtocol

    func build() -> VIPERModule {
        let view = CommentsViewController()
        let router = CommentsRouter(viewController: view)
        let interactor = CommentsInteractor(post: post, posts: services.posts)
        let presenter = CommentsPresenter(interactor: interactor, router: router)
        presenter.view = view
        view.presenter = presenter
        return VIPERModule(view: view, router: router)
    }
}
