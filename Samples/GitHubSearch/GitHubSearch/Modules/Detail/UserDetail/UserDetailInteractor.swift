//
//  UserDetailInteractor.swift
//  GitHubSearch
//

import Foundation

final class UserDetailInteractor: Interactorable {

    weak var presenter: UserDetailPresenter?

    func load(login: String) {
        let api = GitHubAPI.shared
        api.user(login: login) { [weak self] userResult in
            guard let user = try? userResult.get() else { return }
            api.searchRepositories(query: "user:\(login)") { repositoriesResult in
                self?.presenter?.didLoad(user: user, repositories: (try? repositoriesResult.get()) ?? [])
            }
        }
    }
}
