//
//  DeleteAccountModuleBuilder.swift
//  Larder
//

import UIKit

enum DeleteAccountModuleBuilder {

    static func build() -> UIViewController {
        let view = DeleteAccountViewController()
        let interactor = DeleteAccountInteractor(account: AppServices.shared.account)
        let router = DeleteAccountRouter()
        let presenter = DeleteAccountPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
