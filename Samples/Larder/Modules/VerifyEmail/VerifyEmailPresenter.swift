//
//  VerifyEmailPresenter.swift
//  Larder
//

import Foundation

final class VerifyEmailPresenter {

    private weak var view: VerifyEmailViewProtocol?
    private let interactor: VerifyEmailInteractorInput
    private let router: VerifyEmailRouterProtocol
    private let email: String
    private var sections: [[ListItem]] = []

    init(view: VerifyEmailViewProtocol, interactor: VerifyEmailInteractorInput, router: VerifyEmailRouterProtocol, email: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.email = email
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension VerifyEmailPresenter: VerifyEmailPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapConfirmCode() {
        interactor.confirmCode()
    }
}

extension VerifyEmailPresenter: VerifyEmailInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didConfirmCode() {
        router.openDietaryPreferences()
    }

    func didFail(with error: Error) {
        if case ServiceError.conflict = error {
            router.showCodeExpired()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
