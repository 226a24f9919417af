//
//  RepositoryDetailPresenter.swift
//  GitHubSearch
//

import Foundation

typealias RepositoryDetailPresenterDependencies = (
    interactor: RepositoryDetailInteractor,
    router: RepositoryDetailRouterOutput
)

final class RepositoryDetailPresenter: Presenterable {

    private var repository: Repository
    private weak var view: RepositoryDetailViewController?
    let dependencies: RepositoryDetailPresenterDependencies

    init(repository: Repository, view: RepositoryDetailViewController, dependencies: RepositoryDetailPresenterDependencies) {
        self.repository = repository
        self.view = view
        self.dependencies = dependencies
    }

    func viewDidLoad() {
        render()
        dependencies.interactor.refresh(repository)
    }

    func didTapOpenOnGitHub() {
        dependencies.router.transitionToBrowser(repository.htmlURL)
    }

    func didTapOwner() {
        dependencies.router.transitionToOwner(repository.owner)
    }

    func didRefresh(_ repository: Repository) {
        self.repository = repository
        render()
    }

    private func render() {
        view?.show(title: repository.fullName, description: repository.description ?? "", stars: repository.stargazersCount)
    }
}
