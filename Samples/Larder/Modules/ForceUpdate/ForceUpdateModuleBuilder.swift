//
//  ForceUpdateModuleBuilder.swift
//  Larder
//

import UIKit

enum ForceUpdateModuleBuilder {

    static func build() -> UIViewController {
        let view = ForceUpdateViewController()
        let router = ForceUpdateRouter()
        let presenter = ForceUpdatePresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
