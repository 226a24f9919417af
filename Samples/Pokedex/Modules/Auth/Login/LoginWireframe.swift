//
//  LoginWireframe.swift
//  Pokedex
//

import UIKit

final class LoginWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: "Auth", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = _storyboard.instantiateViewController(ofType: LoginViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = LoginInteractor()
        let presenter = LoginPresenter(wireframe: self, view: moduleViewController, interactor: interactor)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension LoginWireframe: LoginWireframeInterface {

    func navigate(to option: LoginNavigationOption) {
        switch option {
        case .home:
            navigationController?.setRootWireframe(HomeWireframe())
        case .register:
            navigationController?.pushWireframe(RegisterWireframe())
        case .forgotPassword:
            viewController.presentWireframe(ForgotPasswordWireframe())
        }
    }
}
