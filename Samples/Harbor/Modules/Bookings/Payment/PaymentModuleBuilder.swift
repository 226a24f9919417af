//
//  PaymentModuleBuilder.swift
//  Harbor
//

import UIKit

enum PaymentModuleBuilder {

    static func build(quoteID: String) -> UIViewController {
        let view = PaymentViewController()
        let interactor = PaymentInteractor(quoteID: quoteID, bookings: AppServices.shared.bookings)
        let router = PaymentRouter()
        let presenter = PaymentPresenter(view: view, interactor: interactor, router: router, quoteID: quoteID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
