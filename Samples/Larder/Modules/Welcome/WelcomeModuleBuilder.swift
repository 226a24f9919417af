//
//  WelcomeModuleBuilder.swift
//  Larder
//

import UIKit

enum WelcomeModuleBuilder {

    static func build() -> UIViewController {
        let view = WelcomeViewController()
        let router = WelcomeRouter()
        let presenter = WelcomePresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
