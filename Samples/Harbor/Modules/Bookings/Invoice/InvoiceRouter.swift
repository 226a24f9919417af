//
//  InvoiceRouter.swift
//  Harbor
//

import MessageUI
import UIKit

final class InvoiceRouter {

    weak var viewController: InvoiceViewController?
}

extension InvoiceRouter: InvoiceRouterProtocol {
    func shareInvoice(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func emailInvoice(subject: String, body: String) {
        guard MFMailComposeViewController.canSendMail() else { return }
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["accounts@harbor.example.com"])
        mail.setSubject(subject)
        mail.setMessageBody(body, isHTML: false)
        mail.mailComposeDelegate = viewController
        viewController?.present(mail, animated: true)
    }

    func openInvoicePDF(documentURL: URL) {
        let preview = PDFPreviewViewController(documentURL: documentURL)
        viewController?.navigationController?.pushViewController(preview, animated: true)
    }
}
