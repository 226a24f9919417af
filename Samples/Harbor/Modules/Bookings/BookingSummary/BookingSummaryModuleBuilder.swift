//
//  BookingSummaryModuleBuilder.swift
//  Harbor
//

import UIKit

enum BookingSummaryModuleBuilder {

    static func build(quoteID: String) -> UIViewController {
        let view = BookingSummaryViewController()
        let interactor = BookingSummaryInteractor(quoteID: quoteID, bookings: AppServices.shared.bookings)
        let router = BookingSummaryRouter()
        let presenter = BookingSummaryPresenter(view: view, interactor: interactor, router: router, quoteID: quoteID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
