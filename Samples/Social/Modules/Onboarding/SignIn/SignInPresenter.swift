//
//  SignInPresenter.swift
//  Social
//

import Foundation

final class SignInPresenter: SignInInteractorOutput {

    private weak var view: SignInViewController?
    private let interactor: SignInInteractor
    private let router: SignInRouter

    init(view: SignInViewController, interactor: SignInInteractor, router: SignInRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func didSubmit(email: String, password: String) {
        view?.setLoading(true)
        interactor.signIn(email: email, password: password)
    }

    func didTapForgotPassword(email: String?) {
        router.routeToPasswordReset(prefilledEmail: email)
    }

    // MARK: SignInInteractorOutput

    func signInSucceeded() {
        view?.setLoading(false)
        router.routeToMainTabs()
    }

    func signInFailed(_ error: Error) {
        view?.setLoading(false)
        view?.showError(error.localizedDescription)
    }
}
