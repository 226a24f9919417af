//
//  WelcomePresenter.swift
//  Larder
//

import Foundation

final class WelcomePresenter {

    private weak var view: WelcomeViewProtocol?
    private let router: WelcomeRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: WelcomeViewProtocol, router: WelcomeRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension WelcomePresenter: WelcomePresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "cook", title: "Cook what you have"), ListItem(id: "plan", title: "Plan the week"), ListItem(id: "shop", title: "Shop once")]]
        view?.display(sections: sections)
    }

    func didTapIntroTour() {
        router.openIntroTour()
    }

    func didTapSignIn() {
        router.openSignIn()
    }

    func didTapSignUp() {
        router.openSignUp()
    }
}
