//
//  EditProfileModuleBuilder.swift
//  Larder
//

import UIKit

enum EditProfileModuleBuilder {

    static func build() -> UIViewController {
        let view = EditProfileViewController()
        let interactor = EditProfileInteractor(account: AppServices.shared.account)
        let router = EditProfileRouter()
        let presenter = EditProfilePresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
