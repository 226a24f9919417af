//
//  TutorialModuleBuilder.swift
//  Harbor
//

import UIKit

enum TutorialModuleBuilder {

    static func build() -> UIViewController {
        let view = TutorialViewController()
        let router = TutorialRouter()
        let presenter = TutorialPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
