//
//  ProductDetailsModuleBuilder.swift
//  Larder
//

import UIKit

enum ProductDetailsModuleBuilder {

    static func build(productID: String) -> UIViewController {
        let view = ProductDetailsViewController()
        let interactor = ProductDetailsInteractor(productID: productID, groceries: AppServices.shared.groceries)
        let router = ProductDetailsRouter()
        let presenter = ProductDetailsPresenter(view: view, interactor: interactor, router: router, productID: productID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
