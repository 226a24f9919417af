//
//  ProfileModuleBuilder.swift
//  Larder
//

import UIKit

enum ProfileModuleBuilder {

    static func build() -> UIViewController {
        let view = ProfileViewController()
        let interactor = ProfileInteractor(account: AppServices.shared.account)
        let router = ProfileRouter()
        let presenter = ProfilePresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
