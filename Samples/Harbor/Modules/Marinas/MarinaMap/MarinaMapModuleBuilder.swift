//
//  MarinaMapModuleBuilder.swift
//  Harbor
//

import UIKit

enum MarinaMapModuleBuilder {

    static func build() -> UIViewController {
        let view = MarinaMapViewController()
        let interactor = MarinaMapInteractor(marinas: AppServices.shared.marinas)
        let router = MarinaMapRouter()
        let presenter = MarinaMapPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
