//
//  WelcomePresenter.swift
//  Harbor
//

import UIKit

final class WelcomePresenter {

    private weak var view: WelcomeViewProtocol?
    private let interactor: WelcomeInteractorInput
    private let router: WelcomeRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: WelcomeViewProtocol, interactor: WelcomeInteractorInput, router: WelcomeRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension WelcomePresenter: WelcomePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapSignIn() {
        router.openSignIn()
    }

    func didTapSignUp() {
        router.openSignUp()
    }

    func didTapTutorial() {
        router.openTutorial()
    }
}

extension WelcomePresenter: WelcomeInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
