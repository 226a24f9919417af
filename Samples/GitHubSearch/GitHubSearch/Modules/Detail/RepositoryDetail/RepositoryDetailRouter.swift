//
//  RepositoryDetailRouter.swift
//  GitHubSearch
//

import UIKit

struct RepositoryDetailEntryEntity {
    let repository: Repository
}

struct RepositoryDetailRouterInput {

    private func view(entryEntity: RepositoryDetailEntryEntity) -> RepositoryDetailViewController {
        let view = RepositoryDetailViewController()
        let interactor = RepositoryDetailInteractor()
        let dependencies = RepositoryDetailPresenterDependencies(interactor: interactor, router: RepositoryDetailRouterOutput(view))
        let presenter = RepositoryDetailPresenter(repository: entryEntity.repository, view: view, dependencies: dependencies)
        view.presenter = presenter
        interactor.presenter = presenter
        return view
    }

    func push(from: Viewable, entryEntity: RepositoryDetailEntryEntity) {
        let view = self.view(entryEntity: entryEntity)
        from.push(view, animated: true)
    }

    func present(from: Viewable, entryEntity: RepositoryDetailEntryEntity) {
        let nav = UINavigationController(rootViewController: view(entryEntity: entryEntity))
        from.present(nav, animated: true)
    }
}

final class RepositoryDetailRouterOutput: Routerable {

    private(set) weak var view: Viewable!

    init(_ view: Viewable) {
        self.view = view
    }

    func transitionToBrowser(_ url: URL) {
        BrowserRouterInput().show(with: .push, from: view, entryEntity: BrowserEntryEntity(url: url))
    }

    func transitionToOwner(_ owner: User) {
        UserDetailRouterInput().push(from: view, entryEntity: UserDetailEntryEntity(login: owner.login))
    }
}
