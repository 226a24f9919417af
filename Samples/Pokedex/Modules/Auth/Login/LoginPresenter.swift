//
//  LoginPresenter.swift
//  Pokedex
//

import Foundation

final class LoginPresenter {

    // MARK: - Private properties -

    private unowned let _view: LoginViewInterface
    private let _interactor: LoginInteractorInterface
    private let _wireframe: LoginWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: LoginWireframeInterface, view: LoginViewInterface, interactor: LoginInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension LoginPresenter: LoginPresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }

    func didSelectLoginAction(with email: String?, password: String?) {
        guard let email = email, let password = password else { return }
        _interactor.login(email: email, password: password) { [weak self] success in
            guard success else { return }
            self?._wireframe.navigate(to: .home)
        }
    }

    func didSelectRegisterAction() {
        _wireframe.navigate(to: .register)
    }

    func didSelectForgotPasswordAction() {
        _wireframe.navigate(to: .forgotPassword)
    }
}
