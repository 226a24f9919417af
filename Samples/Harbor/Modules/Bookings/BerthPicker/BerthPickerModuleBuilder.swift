//
//  BerthPickerModuleBuilder.swift
//  Harbor
//

import UIKit

enum BerthPickerModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = BerthPickerViewController()
        let interactor = BerthPickerInteractor(marinaID: marinaID, bookings: AppServices.shared.bookings)
        let router = BerthPickerRouter()
        let presenter = BerthPickerPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
