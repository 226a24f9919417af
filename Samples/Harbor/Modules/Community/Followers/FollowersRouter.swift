//
//  FollowersRouter.swift
//  Harbor
//

import UIKit

final class FollowersRouter {

    weak var viewController: FollowersViewController?
}

extension FollowersRouter: FollowersRouterProtocol {
    func openSailorProfile(userID: String) {
        let screen = SailorProfileModuleBuilder.build(userID: userID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
