//
//  EventDetailsRouter.swift
//  Harbor
//

import SafariServices
import UIKit

final class EventDetailsRouter {

    weak var viewController: EventDetailsViewController?
}

extension EventDetailsRouter: EventDetailsRouterProtocol {
    func openMarinaDetails(marinaID: String) {
        let screen = MarinaDetailsModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func shareEvent(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func openTickets(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }
}
