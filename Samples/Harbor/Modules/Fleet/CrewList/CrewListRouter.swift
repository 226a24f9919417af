//
//  CrewListRouter.swift
//  Harbor
//

import UIKit

final class CrewListRouter {

    weak var viewController: CrewListViewController?
}

extension CrewListRouter: CrewListRouterProtocol {
    func openSailorProfile(userID: String) {
        let screen = SailorProfileModuleBuilder.build(userID: userID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func shareInviteLink(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }
}
