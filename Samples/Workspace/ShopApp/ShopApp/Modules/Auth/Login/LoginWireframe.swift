//
//  LoginWireframe.swift
//  ShopApp
//

import UIKit

final class LoginWireframe: BaseWireframe<LoginViewController> {

    init() {
        let moduleViewController = LoginViewController()
        super.init(viewController: moduleViewController)

        let interactor = LoginInteractor()
        let presenter = LoginPresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

extension LoginWireframe: LoginWireframeInterface {

    func navigate(to option: LoginNavigationOption) {
        switch option {
        case .home:
            navigationController?.setRootWireframe(HomeWireframe())
        }
    }
}
