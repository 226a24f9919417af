//
//  SignUpPresenter.swift
//  Larder
//

import Foundation

final class SignUpPresenter {

    private weak var view: SignUpViewProtocol?
    private let interactor: SignUpInteractorInput
    private let router: SignUpRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: SignUpViewProtocol, interactor: SignUpInteractorInput, router: SignUpRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension SignUpPresenter: SignUpPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapRegister() {
        interactor.register()
    }

    func didTapTerms() {
        router.openTerms(url: URL(string: "https://larder.example.com/terms")!)
    }

    func didTapClose() {
        router.close()
    }
}

extension SignUpPresenter: SignUpInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didRegister(email: String) {
        router.openVerifyEmail(email: email)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
