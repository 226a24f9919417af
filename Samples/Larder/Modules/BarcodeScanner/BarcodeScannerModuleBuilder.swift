//
//  BarcodeScannerModuleBuilder.swift
//  Larder
//

import UIKit

enum BarcodeScannerModuleBuilder {

    static func build() -> UIViewController {
        let view = BarcodeScannerViewController()
        let interactor = BarcodeScannerInteractor(groceries: AppServices.shared.groceries)
        let router = BarcodeScannerRouter()
        let presenter = BarcodeScannerPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
