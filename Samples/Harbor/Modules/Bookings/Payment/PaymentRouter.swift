//
//  PaymentRouter.swift
//  Harbor
//

import UIKit

final class PaymentRouter {

    weak var viewController: PaymentViewController?
}

extension PaymentRouter: PaymentRouterProtocol {
    func openBookingConfirmation(bookingID: String) {
        // The booking is paid: nothing before the confirmation may be gone back to.
        let confirmation = BookingConfirmationModuleBuilder.build(bookingID: bookingID)
        viewController?.navigationController?.setViewControllers([confirmation], animated: true)
    }

    func openPaymentMethods() {
        let screen = PaymentMethodsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showPaymentFailed() {
        let alert = AlertModuleBuilder.build(alert: .paymentFailed)
        alert.modalPresentationStyle = .overFullScreen
        alert.modalTransitionStyle = .crossDissolve
        viewController?.present(alert, animated: true)
    }
}
