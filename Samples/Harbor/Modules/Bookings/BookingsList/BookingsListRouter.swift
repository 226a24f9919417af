//
//  BookingsListRouter.swift
//  Harbor
//

import UIKit

final class BookingsListRouter {

    weak var viewController: BookingsListViewController?
}

extension BookingsListRouter: BookingsListRouterProtocol {
    func openBookingDetails(bookingID: String) {
        let screen = BookingDetailsModuleBuilder.build(bookingID: bookingID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMarinaSearch() {
        let screen = MarinaSearchModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
