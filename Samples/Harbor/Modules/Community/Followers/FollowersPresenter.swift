//
//  FollowersPresenter.swift
//  Harbor
//

import UIKit

final class FollowersPresenter {

    private weak var view: FollowersViewProtocol?
    private let interactor: FollowersInteractorInput
    private let router: FollowersRouterProtocol
    private let userID: String
    private var sections: [[ListItem]] = []

    init(view: FollowersViewProtocol, interactor: FollowersInteractorInput, router: FollowersRouterProtocol, userID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.userID = userID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension FollowersPresenter: FollowersPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectSailorProfile(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openSailorProfile(userID: item.id)
    }
}

extension FollowersPresenter: FollowersInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
