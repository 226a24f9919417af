//
//  SailorProfileRouter.swift
//  Harbor
//

import UIKit

final class SailorProfileRouter {

    weak var viewController: SailorProfileViewController?
}

extension SailorProfileRouter: SailorProfileRouterProtocol {
    func openFollowers(userID: String) {
        let screen = FollowersModuleBuilder.build(userID: userID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openBoatDetails(boatID: String) {
        let screen = BoatDetailsModuleBuilder.build(boatID: boatID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showProfileOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Block or report", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }
}
