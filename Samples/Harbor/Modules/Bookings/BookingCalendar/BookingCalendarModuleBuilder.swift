//
//  BookingCalendarModuleBuilder.swift
//  Harbor
//

import UIKit

enum BookingCalendarModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = BookingCalendarViewController()
        let interactor = BookingCalendarInteractor(marinaID: marinaID, bookings: AppServices.shared.bookings)
        let router = BookingCalendarRouter()
        let presenter = BookingCalendarPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
