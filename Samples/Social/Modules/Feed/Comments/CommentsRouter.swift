//
//  CommentsRouter.swift
//  Social
//

import UIKit

final class CommentsRouter: BaseRouter {

    func routeToProfile(_ user: UserProtocol) {
        AppModules.Account.userProfile(user).build()?.router.present(withPushfrom: self)
    }

    /// Upvoters slide in from the right, following the user's swipe.
    func routeToUpvotedUsersWith(_ transition: GestureInteractionControllerProtocol, post: PostProtocol, delegate: UpvotePickDelegateProtocol) {
        let module = AppModules
            .Feed
            .upvotedUsers(post, delegate)
            .build()

        module?
            .view
            .transitionsController
            .presentationAnimator = SlideInAnimationController()

        module?
            .view
            .transitionsController
            .presentationAnimator?
            .interactiveTransitioning = transition

        module?
            .view
            .transitionsController
            .dismissalAnimator = SlideOutAnimationController()

        module?.router.present(withPushfrom: self)
    }
}
