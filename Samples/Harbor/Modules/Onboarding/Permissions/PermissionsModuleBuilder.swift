//
//  PermissionsModuleBuilder.swift
//  Harbor
//

import UIKit

enum PermissionsModuleBuilder {

    static func build() -> UIViewController {
        let view = PermissionsViewController()
        let interactor = PermissionsInteractor(session: AppServices.shared.session)
        let router = PermissionsRouter()
        let presenter = PermissionsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
