//
//  FollowersRouter.swift
//  Harbor
//

import UIKit

final class FollowersRouter {

    weak var viewController: FollowersViewController?
}

extension FollowersRouter: FollowersRouterProtocol {
    func openUserProfile(userID: String) {
        let screen = UserProfileModuleBuilder.build(userID: userID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
