//
//  TideTableModuleBuilder.swift
//  Harbor
//

import UIKit

enum TideTableModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = TideTableViewController()
        let interactor = TideTableInteractor(marinaID: marinaID, marinas: AppServices.shared.marinas)
        let router = TideTableRouter()
        let presenter = TideTablePresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
