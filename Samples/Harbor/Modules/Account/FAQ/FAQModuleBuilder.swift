//
//  FAQModuleBuilder.swift
//  Harbor
//

import UIKit

enum FAQModuleBuilder {

    static func build() -> UIViewController {
        let view = FAQViewController()
        let router = FAQRouter()
        let presenter = FAQPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
