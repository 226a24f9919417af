//
//  StoreDetailsModuleBuilder.swift
//  Larder
//

import UIKit

enum StoreDetailsModuleBuilder {

    static func build(storeID: String) -> UIViewController {
        let view = StoreDetailsViewController()
        let interactor = StoreDetailsInteractor(storeID: storeID, groceries: AppServices.shared.groceries)
        let router = StoreDetailsRouter()
        let presenter = StoreDetailsPresenter(view: view, interactor: interactor, router: router, storeID: storeID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
