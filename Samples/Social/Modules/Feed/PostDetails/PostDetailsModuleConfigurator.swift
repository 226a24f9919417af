//
//  PostDetailsModuleConfigurator.swift
//  Social
//

import UIKit

struct PostDetailsModuleConfigurator {
    let services: ServicesContainer
    let post: PostProtocol

    func build() -> VIPERModule {
        let view = PostDetailsViewController()
        let router = PostDetailsRouter(viewController: view)
        let interactor = PostDetailsInteractor(post: post, posts: services.posts)
        view.presenter = PostDetailsPresenter(view: view, interactor: interactor, router: router)
        return VIPERModule(view: view, router: router)
    }
}
