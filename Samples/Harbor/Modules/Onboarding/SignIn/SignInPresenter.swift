//
//  SignInPresenter.swift
//  Harbor
//

import UIKit

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

    func didTapMainTabBar() {
        router.openMainTabBar()
    }

    func didTapForgotPassword() {
        router.openForgotPassword()
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

    func didFail(with error: Error) {
        if case ServiceError.server = error {
            router.showInvalidCredentials { [weak self] in
                self?.interactor.load()
            }
            return
        }
        if case ServiceError.forbidden = error {
            router.showAccountLocked()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
