//
//  SignInPresenter.swift
//  Larder
//

import Foundation

final class SignInPresenter {

    private weak var view: SignInViewProtocol?
    private let interactor: SignInInteractorInput
    private let router: SignInRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: SignInViewProtocol, interactor: SignInInteractorInput, router: SignInRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension SignInPresenter: SignInPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapForgotPassword() {
        router.openForgotPassword()
    }

    func didTapSignIn() {
        interactor.signIn()
    }

    func didTapClose() {
        router.close()
    }
}

extension SignInPresenter: SignInInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didSignIn() {
        router.openMainTabBar()
    }

    func didFail(with error: Error) {
        if case ServiceError.forbidden = error {
            router.showAccountLocked()
            return
        }
        if case ServiceError.server = error {
            router.showInvalidCredentials()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
