//
//  PostsFeedModuleConfigurator.swift
//  Social
//
//  Picks the V/I/P/R implementations for a feed configuration.
//

import UIKit

struct PostsFeedModuleConfigurator {

    private let services: ServicesContainer
    private let feedType: PostsFeed.FeedType
    private let isEditing: Bool

    static func defaultConfig(_ services: ServicesContainer, feedType: PostsFeed.FeedType) -> PostsFeedModuleConfigurator {
        PostsFeedModuleConfigurator(services: services, feedType: feedType, isEditing: false)
    }

    static func editPostConfig(_ services: ServicesContainer, editPost: PostProtocol) -> PostsFeedModuleConfigurator {
        PostsFeedModuleConfigurator(services: services, feedType: .singlePost(editPost), isEditing: true)
    }

    func build() -> VIPERModule {
        let view: PostsFeedViewController = isEditing ? EditablePostsFeedViewController() : PostsFeedViewController()
        let router = PostsFeedRouter(viewController: view)
        let interactor = PostsFeedInteractor(feedType: feedType, posts: services.posts, storage: services.storage)
        let presenter = PostsFeedPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        return VIPERModule(view: view, router: router)
    }
}
