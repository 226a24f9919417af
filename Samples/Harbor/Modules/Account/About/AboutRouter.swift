//
//  AboutRouter.swift
//  Harbor
//

import MessageUI
import SafariServices
import UIKit

final class AboutRouter {

    weak var viewController: AboutViewController?
}

extension AboutRouter: AboutRouterProtocol {
    func openWebsite(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }

    func sendFeedback(subject: String, body: String) {
        guard MFMailComposeViewController.canSendMail() else { return }
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["feedback@harbor.example.com"])
        mail.setSubject(subject)
        mail.setMessageBody(body, isHTML: false)
        mail.mailComposeDelegate = viewController
        viewController?.present(mail, animated: true)
    }

    func openLicenses() {
        viewController?.navigationController?.pushViewController(LicensesViewController(), animated: true)
    }
}
