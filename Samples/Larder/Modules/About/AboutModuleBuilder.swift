//
//  AboutModuleBuilder.swift
//  Larder
//

import UIKit

enum AboutModuleBuilder {

    static func build() -> UIViewController {
        let view = AboutViewController()
        let router = AboutRouter()
        let presenter = AboutPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
