//
//  CheckInModuleBuilder.swift
//  Harbor
//

import UIKit

enum CheckInModuleBuilder {

    static func build(bookingID: String) -> UIViewController {
        let view = CheckInViewController()
        let interactor = CheckInInteractor(bookingID: bookingID, trips: AppServices.shared.trips)
        let router = CheckInRouter()
        let presenter = CheckInPresenter(view: view, interactor: interactor, router: router, bookingID: bookingID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
