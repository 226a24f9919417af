//
//  BookingsListModuleBuilder.swift
//  Harbor
//

import UIKit

enum BookingsListModuleBuilder {

    static func build() -> UIViewController {
        let view = BookingsListViewController()
        let interactor = BookingsListInteractor(bookings: AppServices.shared.bookings)
        let router = BookingsListRouter()
        let presenter = BookingsListPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
