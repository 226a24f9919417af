//
//  InvoiceModuleBuilder.swift
//  Harbor
//

import UIKit

enum InvoiceModuleBuilder {

    static func build(bookingID: String) -> UIViewController {
        let view = InvoiceViewController()
        let interactor = InvoiceInteractor(bookingID: bookingID, bookings: AppServices.shared.bookings)
        let router = InvoiceRouter()
        let presenter = InvoicePresenter(view: view, interactor: interactor, router: router, bookingID: bookingID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
