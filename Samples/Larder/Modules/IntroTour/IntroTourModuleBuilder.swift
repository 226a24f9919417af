//
//  IntroTourModuleBuilder.swift
//  Larder
//

import UIKit

enum IntroTourModuleBuilder {

    static func build() -> UIViewController {
        let view = IntroTourViewController()
        let router = IntroTourRouter()
        let presenter = IntroTourPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
