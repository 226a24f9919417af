//
//  InsuranceDetailsRouter.swift
//  Harbor
//

import MessageUI
import SafariServices
import UIKit
import UniformTypeIdentifiers

final class InsuranceDetailsRouter {

    weak var viewController: InsuranceDetailsViewController?
}

extension InsuranceDetailsRouter: InsuranceDetailsRouterProtocol {
    func uploadPolicy() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.delegate = viewController
        picker.allowsMultipleSelection = false
        viewController?.present(picker, animated: true)
    }

    func emailInsurer(subject: String, body: String) {
        guard MFMailComposeViewController.canSendMail() else { return }
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["claims@insurer.example.com"])
        mail.setSubject(subject)
        mail.setMessageBody(body, isHTML: false)
        mail.mailComposeDelegate = viewController
        viewController?.present(mail, animated: true)
    }

    func openPolicyPortal(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }
}
