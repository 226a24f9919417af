//
//  MarinaFiltersModuleBuilder.swift
//  Harbor
//

import UIKit

enum MarinaFiltersModuleBuilder {

    static func build() -> UIViewController {
        let view = MarinaFiltersViewController()
        let router = MarinaFiltersRouter()
        let presenter = MarinaFiltersPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
