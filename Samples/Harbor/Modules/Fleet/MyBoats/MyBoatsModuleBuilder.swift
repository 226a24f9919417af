//
//  MyBoatsModuleBuilder.swift
//  Harbor
//

import UIKit

enum MyBoatsModuleBuilder {

    static func build() -> UIViewController {
        let view = MyBoatsViewController()
        let interactor = MyBoatsInteractor(fleet: AppServices.shared.fleet)
        let router = MyBoatsRouter()
        let presenter = MyBoatsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
