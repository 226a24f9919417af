//
//  BookingConfirmationRouter.swift
//  Harbor
//

import UIKit

final class BookingConfirmationRouter {

    weak var viewController: BookingConfirmationViewController?
}

extension BookingConfirmationRouter: BookingConfirmationRouterProtocol {
    func shareBooking(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
