//
//  DiscoverModuleBuilder.swift
//  Larder
//

import UIKit

enum DiscoverModuleBuilder {

    static func build() -> UIViewController {
        let view = DiscoverViewController()
        let interactor = DiscoverInteractor(recipes: AppServices.shared.recipes)
        let router = DiscoverRouter()
        let presenter = DiscoverPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
