//
//  UserDetailPresenter.swift
//  GitHubSearch
//

import Foundation

final class UserDetailPresenter {

    private let login: String
    private weak var view: UserDetailViewController?
    private let interactor: UserDetailInteractor
    private let router: UserDetailRouterOutput
    private var user: User?
    private var repositories: [Repository] = []

    init(login: String, view: UserDetailViewController, interactor: UserDetailInteractor, router: UserDetailRouterOutput) {
        self.login = login
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.load(login: login)
    }

    func didLoad(user: User, repositories: [Repository]) {
        self.user = user
        self.repositories = repositories
        view?.show(login: user.login, repositoryNames: repositories.map(\.fullName), hasBlog: user.blog != nil)
    }

    func didSelectRepository(at index: Int) {
        router.transitionToRepository(repositories[index])
    }

    func didTapBlog(isCompact: Bool) {
        guard let blog = user?.blog else { return }
        router.transitionToBlog(blog, compact: isCompact)
    }

    func didTapClose() {
        router.close()
    }
}
