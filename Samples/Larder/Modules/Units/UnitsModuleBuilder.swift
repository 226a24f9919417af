//
//  UnitsModuleBuilder.swift
//  Larder
//

import UIKit

enum UnitsModuleBuilder {

    static func build() -> UIViewController {
        let view = UnitsViewController()
        let router = UnitsRouter()
        let presenter = UnitsPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
