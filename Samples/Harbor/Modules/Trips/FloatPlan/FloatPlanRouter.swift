//
//  FloatPlanRouter.swift
//  Harbor
//

import MessageUI
import UIKit

final class FloatPlanRouter {

    weak var viewController: FloatPlanViewController?
}

extension FloatPlanRouter: FloatPlanRouterProtocol {
    func sendFloatPlan(subject: String, body: String) {
        guard MFMailComposeViewController.canSendMail() else { return }
        let mail = MFMailComposeViewController()
        mail.setToRecipients([])
        mail.setSubject(subject)
        mail.setMessageBody(body, isHTML: false)
        mail.mailComposeDelegate = viewController
        viewController?.present(mail, animated: true)
    }
}
