//
//  MembershipModuleBuilder.swift
//  Harbor
//

import UIKit

enum MembershipModuleBuilder {

    static func build() -> UIViewController {
        let view = MembershipViewController()
        let interactor = MembershipInteractor(account: AppServices.shared.account)
        let router = MembershipRouter()
        let presenter = MembershipPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
