//
//  PostsFeedRouter.swift
//  Social
//

import UIKit

final class PostsFeedRouter: BaseRouter, PostsFeedRouterProtocol {

    func routeToPostDetails(_ post: PostProtocol) {
        AppModules.Feed.postDetails(post).build()?.router.present(withPushfrom: self)
    }

    func routeToComposer() {
        AppModules.Feed.composer(.newPost).build()?.router.present(from: self)
    }

    func routeToStories(in container: UIView) {
        AppModules.Feed.stories.build()?.router.present(from: self, insideView: container)
    }

    func routeToProfile(_ user: UserProtocol) {
        pushProfile(of: user)
    }

    func routeToSearch() {
        AppModules
            .Discover
            .search(query: nil)
            .build()?
            .router.present(withPushfrom: self)
    }

    func routeToUpvotedUsers(_ post: PostProtocol, delegate: UpvotePickDelegateProtocol) {
        AppModules
            .Feed
            .upvotedUsers(post, delegate)
            .build()?
            .router.present(withPushfrom: self)
    }

    // MARK: - Private

    private func pushProfile(of user: UserProtocol) {
        AppModules.Account.userProfile(user).build()?.router.present(withPushfrom: self)
    }
}
