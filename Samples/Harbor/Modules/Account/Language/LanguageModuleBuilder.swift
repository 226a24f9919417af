//
//  LanguageModuleBuilder.swift
//  Harbor
//

import UIKit

enum LanguageModuleBuilder {

    static func build() -> UIViewController {
        let view = LanguageViewController()
        let router = LanguageRouter()
        view.router = router
        router.viewController = view
        return view
    }
}
