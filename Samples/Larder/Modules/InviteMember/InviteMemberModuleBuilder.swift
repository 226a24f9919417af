//
//  InviteMemberModuleBuilder.swift
//  Larder
//

import UIKit

enum InviteMemberModuleBuilder {

    static func build() -> UIViewController {
        let view = InviteMemberViewController()
        let interactor = InviteMemberInteractor(account: AppServices.shared.account)
        let router = InviteMemberRouter()
        let presenter = InviteMemberPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
