//
//  LoginPresenter.swift
//  ShopAdmin
//

import Foundation

final class LoginPresenter: LoginPresenting {

    weak var view: LoginViewing?
    private let interactor: LoginInteracting
    private let router: LoginRouting

    init(interactor: LoginInteracting, router: LoginRouting) {
        self.interactor = interactor
        self.router = router
    }

    func didSubmit(email: String, password: String) {
        interactor.signIn(email: email, password: password)
    }
}

extension LoginPresenter: LoginInteractorDelegate {

    func didSignIn() {
        router.openDashboard()
    }

    func didFailToSignIn() {
        view?.showError("Staff accounts only")
    }
}
