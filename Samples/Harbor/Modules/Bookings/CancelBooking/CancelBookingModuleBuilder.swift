//
//  CancelBookingModuleBuilder.swift
//  Harbor
//

import UIKit

enum CancelBookingModuleBuilder {

    static func build(bookingID: String) -> UIViewController {
        let view = CancelBookingViewController()
        let interactor = CancelBookingInteractor(bookingID: bookingID, bookings: AppServices.shared.bookings)
        let router = CancelBookingRouter()
        let presenter = CancelBookingPresenter(view: view, interactor: interactor, router: router, bookingID: bookingID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
