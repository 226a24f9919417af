//
//  InviteMemberRouter.swift
//  Larder
//

import UIKit

final class InviteMemberRouter {

    weak var viewController: InviteMemberViewController?
}

extension InviteMemberRouter: InviteMemberRouterProtocol {
    func shareInviteLink(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
