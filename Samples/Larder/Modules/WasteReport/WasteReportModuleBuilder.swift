//
//  WasteReportModuleBuilder.swift
//  Larder
//

import UIKit

enum WasteReportModuleBuilder {

    static func build() -> UIViewController {
        let view = WasteReportViewController()
        let interactor = WasteReportInteractor(pantry: AppServices.shared.pantry)
        let router = WasteReportRouter()
        let presenter = WasteReportPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
