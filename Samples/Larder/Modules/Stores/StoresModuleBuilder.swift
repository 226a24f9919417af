//
//  StoresModuleBuilder.swift
//  Larder
//

import UIKit

enum StoresModuleBuilder {

    static func build() -> UIViewController {
        let view = StoresViewController()
        let interactor = StoresInteractor(groceries: AppServices.shared.groceries)
        let router = StoresRouter()
        let presenter = StoresPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
