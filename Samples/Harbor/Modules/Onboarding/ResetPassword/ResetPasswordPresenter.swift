//
//  ResetPasswordPresenter.swift
//  Harbor
//

import UIKit

final class ResetPasswordPresenter {

    private weak var view: ResetPasswordViewProtocol?
    private let interactor: ResetPasswordInteractorInput
    private let router: ResetPasswordRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ResetPasswordViewProtocol, interactor: ResetPasswordInteractorInput, router: ResetPasswordRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ResetPasswordPresenter: ResetPasswordPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapClose() {
        router.close()
    }
}

extension ResetPasswordPresenter: ResetPasswordInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
