//
//  MarinaDetailsModuleBuilder.swift
//  Harbor
//

import UIKit

enum MarinaDetailsModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = MarinaDetailsViewController()
        let interactor = MarinaDetailsInteractor(marinaID: marinaID, marinas: AppServices.shared.marinas)
        let router = MarinaDetailsRouter()
        let presenter = MarinaDetailsPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
