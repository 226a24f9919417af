//
//  UserProfilePresenter.swift
//  Social
//

import Foundation

final class UserProfilePresenter {

    private weak var view: UserProfileViewController?
    private let interactor: UserProfileInteractor
    private let router: UserProfileRouter

    init(view: UserProfileViewController, interactor: UserProfileInteractor, router: UserProfileRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(username: interactor.user.username, isFollowing: interactor.isFollowing)
    }

    func didTapFollow() {
        interactor.toggleFollow { [weak self] following in
            guard let self = self else { return }
            self.view?.show(username: self.interactor.user.username, isFollowing: following)
        }
    }

    func didTapMessage() {
        router.routeToChat(with: interactor.user)
    }
}
