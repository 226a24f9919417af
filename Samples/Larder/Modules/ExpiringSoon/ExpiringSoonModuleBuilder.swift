//
//  ExpiringSoonModuleBuilder.swift
//  Larder
//

import UIKit

enum ExpiringSoonModuleBuilder {

    static func build() -> UIViewController {
        let view = ExpiringSoonViewController()
        let interactor = ExpiringSoonInteractor(pantry: AppServices.shared.pantry)
        let router = ExpiringSoonRouter()
        let presenter = ExpiringSoonPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
