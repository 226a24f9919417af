//
//  DeliverySlotsModuleBuilder.swift
//  Larder
//

import UIKit

enum DeliverySlotsModuleBuilder {

    static func build(listID: String) -> UIViewController {
        let view = DeliverySlotsViewController()
        let interactor = DeliverySlotsInteractor(listID: listID, groceries: AppServices.shared.groceries)
        let router = DeliverySlotsRouter()
        let presenter = DeliverySlotsPresenter(view: view, interactor: interactor, router: router, listID: listID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
