//
//  MarinaSearchModuleBuilder.swift
//  Harbor
//

import UIKit

enum MarinaSearchModuleBuilder {

    static func build() -> UIViewController {
        let view = MarinaSearchViewController()
        let interactor = MarinaSearchInteractor(marinas: AppServices.shared.marinas)
        let router = MarinaSearchRouter()
        let presenter = MarinaSearchPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
