//
//  PaymentMethodsModuleBuilder.swift
//  Harbor
//

import UIKit

enum PaymentMethodsModuleBuilder {

    static func build() -> UIViewController {
        let view = PaymentMethodsViewController()
        let interactor = PaymentMethodsInteractor(bookings: AppServices.shared.bookings)
        let router = PaymentMethodsRouter()
        let presenter = PaymentMethodsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
