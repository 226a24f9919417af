//
//  BookingDetailsModuleBuilder.swift
//  Harbor
//

import UIKit

enum BookingDetailsModuleBuilder {

    static func build(bookingID: String) -> UIViewController {
        let view = BookingDetailsViewController()
        let interactor = BookingDetailsInteractor(bookingID: bookingID, bookings: AppServices.shared.bookings)
        let router = BookingDetailsRouter()
        let presenter = BookingDetailsPresenter(view: view, interactor: interactor, router: router, bookingID: bookingID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
