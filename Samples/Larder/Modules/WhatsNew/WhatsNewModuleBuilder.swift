//
//  WhatsNewModuleBuilder.swift
//  Larder
//

import UIKit

enum WhatsNewModuleBuilder {

    static func build() -> UIViewController {
        let view = WhatsNewViewController()
        let router = WhatsNewRouter()
        let presenter = WhatsNewPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
