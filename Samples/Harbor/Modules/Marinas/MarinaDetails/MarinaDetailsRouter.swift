//
//  MarinaDetailsRouter.swift
//  Harbor
//

import MessageUI
import SafariServices
import UIKit

final class MarinaDetailsRouter {

    weak var viewController: MarinaDetailsViewController?
}

extension MarinaDetailsRouter: MarinaDetailsRouterProtocol {
    func openMarinaGallery(marinaID: String) {
        let screen = MarinaGalleryModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMarinaReviews(marinaID: String) {
        let screen = MarinaReviewsModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func embedBerthAvailability(marinaID: String) {
        guard let host = viewController else { return }
        let child = BerthAvailabilityModuleBuilder.build(marinaID: marinaID)
        host.addChild(child)
        child.view.frame = host.headerContainer.bounds
        host.headerContainer.addSubview(child.view)
        child.didMove(toParent: host)
    }

    func openAmenities(marinaID: String) {
        let screen = AmenitiesModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openFuelPrices(marinaID: String) {
        let screen = FuelPricesModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openTideTable(marinaID: String) {
        let screen = TideTableModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openBookingCalendar(marinaID: String) {
        let screen = BookingCalendarModuleBuilder.build(marinaID: marinaID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func shareMarina(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func openWebsite(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }

    func emailHarbourMaster(subject: String, body: String) {
        guard MFMailComposeViewController.canSendMail() else { return }
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["harbourmaster@harbor.example.com"])
        mail.setSubject(subject)
        mail.setMessageBody(body, isHTML: false)
        mail.mailComposeDelegate = viewController
        viewController?.present(mail, animated: true)
    }
}
