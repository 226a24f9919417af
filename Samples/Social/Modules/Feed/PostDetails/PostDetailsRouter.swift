//
//  PostDetailsRouter.swift
//  Social
//

import UIKit

final class PostDetailsRouter: BaseRouter {

    func routeToComments(for post: PostProtocol) {
        AppModules.Feed.comments(post).build()?.router.present(withPushfrom: self)
    }

    func routeToReport(_ post: PostProtocol) {
        AppModules.Feed.reportPost(post).build()?.router.present(from: self)
    }

    func routeToPostEditFor(_ post: PostProtocol) {
        let configurator = PostsFeedModuleConfigurator
            .editPostConfig(AppModules.servicesContainer,
                            editPost: post)

        let module = AppModules
            .Feed
            .postsFeed(.singlePost(post))
            .build(configurator: configurator)

        module?.router.present(withPushfrom: self)
    }
}
