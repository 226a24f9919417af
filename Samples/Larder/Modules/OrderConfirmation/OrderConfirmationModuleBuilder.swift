//
//  OrderConfirmationModuleBuilder.swift
//  Larder
//

import UIKit

enum OrderConfirmationModuleBuilder {

    static func build(orderID: String) -> UIViewController {
        let view = OrderConfirmationViewController()
        let interactor = OrderConfirmationInteractor(orderID: orderID, groceries: AppServices.shared.groceries)
        let router = OrderConfirmationRouter()
        let presenter = OrderConfirmationPresenter(view: view, interactor: interactor, router: router, orderID: orderID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
