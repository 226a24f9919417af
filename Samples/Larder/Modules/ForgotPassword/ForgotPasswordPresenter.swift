//
//  ForgotPasswordPresenter.swift
//  Larder
//

import Foundation

final class ForgotPasswordPresenter {

    private weak var view: ForgotPasswordViewProtocol?
    private let interactor: ForgotPasswordInteractorInput
    private let router: ForgotPasswordRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ForgotPasswordViewProtocol, interactor: ForgotPasswordInteractorInput, router: ForgotPasswordRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ForgotPasswordPresenter: ForgotPasswordPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapSendResetLink() {
        interactor.sendResetLink()
    }

    func didTapClose() {
        router.close()
    }
}

extension ForgotPasswordPresenter: ForgotPasswordInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didSendResetLink() {
        router.showLinkSent()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
