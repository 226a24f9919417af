//
//  ContactSupportRouter.swift
//  Harbor
//

import MessageUI
import UIKit
import UniformTypeIdentifiers

final class ContactSupportRouter {

    weak var viewController: ContactSupportViewController?
}

extension ContactSupportRouter: ContactSupportRouterProtocol {
    func composeSupportMail(subject: String, body: String) {
        guard MFMailComposeViewController.canSendMail() else { return }
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["support@harbor.example.com"])
        mail.setSubject(subject)
        mail.setMessageBody(body, isHTML: false)
        mail.mailComposeDelegate = viewController
        viewController?.present(mail, animated: true)
    }

    func attachLog() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .log])
        picker.delegate = viewController
        picker.allowsMultipleSelection = false
        viewController?.present(picker, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
