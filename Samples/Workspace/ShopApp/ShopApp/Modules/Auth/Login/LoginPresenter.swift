//
//  LoginPresenter.swift
//  ShopApp
//

import Foundation

final class LoginPresenter {

    private unowned let view: LoginViewInterface
    private let interactor: LoginInteractorInterface
    private let wireframe: LoginWireframeInterface

    init(view: LoginViewInterface, interactor: LoginInteractorInterface, wireframe: LoginWireframeInterface) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

extension LoginPresenter: LoginPresenterInterface {

    func didTapLogin(email: String?, password: String?) {
        guard let email = email, let password = password else {
            view.showError("Enter your email and password")
            return
        }
        view.setLoading(true)
        interactor.login(email: email, password: password) { [weak self] success in
            guard let self = self else { return }
            self.view.setLoading(false)
            success ? self.wireframe.navigate(to: .home) : self.view.showError("Wrong email or password")
        }
    }
}
