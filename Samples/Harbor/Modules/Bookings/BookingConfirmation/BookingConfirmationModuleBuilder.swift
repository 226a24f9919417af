//
//  BookingConfirmationModuleBuilder.swift
//  Harbor
//

import UIKit

enum BookingConfirmationModuleBuilder {

    static func build(bookingID: String) -> UIViewController {
        let view = BookingConfirmationViewController()
        let interactor = BookingConfirmationInteractor(bookingID: bookingID, bookings: AppServices.shared.bookings)
        let router = BookingConfirmationRouter()
        let presenter = BookingConfirmationPresenter(view: view, interactor: interactor, router: router, bookingID: bookingID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
