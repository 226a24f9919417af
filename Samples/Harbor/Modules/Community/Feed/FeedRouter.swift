//
//  FeedRouter.swift
//  Harbor
//

import UIKit

final class FeedRouter {

    weak var viewController: UIViewController?
    private let screenProvider: PromotionScreenProviding

    init(screenProvider: PromotionScreenProviding) {
        self.screenProvider = screenProvider
    }
}

extension FeedRouter: FeedRouterProtocol {
    func openPostDetails(postID: String) {
        let details = PostDetailsModuleBuilder.build(postID: postID)
        viewController?.navigationController?.pushViewController(details, animated: true)
    }

    func openSailorProfile(userID: String) {
        let profile = SailorProfileModuleBuilder.build(userID: userID)
        viewController?.navigationController?.pushViewController(profile, animated: true)
    }

    func openComposePost() {
        let composer = ComposePostModuleBuilder.build()
        viewController?.present(UINavigationController(rootViewController: composer), animated: true)
    }

    func openEvents() {
        viewController?.navigationController?.pushViewController(EventsModuleBuilder.build(), animated: true)
    }

    func openPromotion(_ promotion: Promotion) {
        // Which screen a campaign opens (a partner's offer, a survey, a video) is only known when it is tapped.
        viewController?.present(screenProvider.screen(for: promotion), animated: true)
    }
}
