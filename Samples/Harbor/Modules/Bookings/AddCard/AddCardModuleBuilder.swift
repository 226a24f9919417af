//
//  AddCardModuleBuilder.swift
//  Harbor
//

import UIKit

enum AddCardModuleBuilder {

    static func build() -> UIViewController {
        let view = AddCardViewController()
        let interactor = AddCardInteractor(bookings: AppServices.shared.bookings)
        let router = AddCardRouter()
        let presenter = AddCardPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
