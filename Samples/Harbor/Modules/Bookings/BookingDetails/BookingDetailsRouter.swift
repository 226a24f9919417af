//
//  BookingDetailsRouter.swift
//  Harbor
//

import MessageUI
import UIKit

final class BookingDetailsRouter {

    weak var viewController: BookingDetailsViewController?
}

extension BookingDetailsRouter: BookingDetailsRouterProtocol {
    func openInvoice(bookingID: String) {
        let screen = InvoiceModuleBuilder.build(bookingID: bookingID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openCancelBooking(bookingID: String) {
        let screen = CancelBookingModuleBuilder.build(bookingID: bookingID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openCheckIn(bookingID: String) {
        let screen = CheckInModuleBuilder.build(bookingID: bookingID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMarinaDetails(marinaID: String) {
        let screen = MarinaDetailsModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func emailMarina(subject: String, body: String) {
        guard MFMailComposeViewController.canSendMail() else { return }
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["bookings@harbor.example.com"])
        mail.setSubject(subject)
        mail.setMessageBody(body, isHTML: false)
        mail.mailComposeDelegate = viewController
        viewController?.present(mail, animated: true)
    }

    func showDirectionsOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Get directions", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }

    func openBerthPass(payload: String) {
        let pass = QRCodeViewController(payload: payload)
        pass.modalPresentationStyle = .pageSheet
        viewController?.present(pass, animated: true)
    }
}
