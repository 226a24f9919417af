//
//  UserDetailRouter.swift
//  GitHubSearch
//

import UIKit

struct UserDetailEntryEntity {
    let login: String
}

struct UserDetailRouterInput {

    private func view(entryEntity: UserDetailEntryEntity, presentingView: Viewable?) -> UserDetailViewController {
        let view = UserDetailViewController()
        let interactor = UserDetailInteractor()
        let router = UserDetailRouterOutput(view, presentingView: presentingView)
        let presenter = UserDetailPresenter(login: entryEntity.login, view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.presenter = presenter
        return view
    }

    func push(from: Viewable, entryEntity: UserDetailEntryEntity) {
        from.push(view(entryEntity: entryEntity, presentingView: nil), animated: true)
    }

    func present(from: Viewable, entryEntity: UserDetailEntryEntity) {
        let nav = UINavigationController(rootViewController: view(entryEntity: entryEntity, presentingView: from))
        from.present(nav, animated: true)
    }
}

final class UserDetailRouterOutput: Routerable {

    private(set) weak var view: Viewable!
    private weak var presentingView: Viewable?

    init(_ view: Viewable, presentingView: Viewable?) {
        self.view = view
        self.presentingView = presentingView
    }

    func transitionToRepository(_ repository: Repository) {
        guard let presentingView = presentingView else {
            return RepositoryDetailRouterInput().push(from: view, entryEntity: RepositoryDetailEntryEntity(repository: repository))
        }
        dismiss(animated: true) {
            RepositoryDetailRouterInput().push(from: presentingView, entryEntity: RepositoryDetailEntryEntity(repository: repository))
        }
    }

    func transitionToBlog(_ url: URL, compact: Bool) {
        let transition: TransitionType = compact ? .push : .present
        BrowserRouterInput().show(with: transition, from: view, entryEntity: BrowserEntryEntity(url: url))
    }

    func close() {
        dismiss(animated: true)
    }
}
