//
//  DeliveryOrderModuleBuilder.swift
//  Larder
//

import UIKit

enum DeliveryOrderModuleBuilder {

    static func build(listID: String) -> UIViewController {
        let view = DeliveryOrderViewController()
        let interactor = DeliveryOrderInteractor(listID: listID, groceries: AppServices.shared.groceries)
        let router = DeliveryOrderRouter()
        let presenter = DeliveryOrderPresenter(view: view, interactor: interactor, router: router, listID: listID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
