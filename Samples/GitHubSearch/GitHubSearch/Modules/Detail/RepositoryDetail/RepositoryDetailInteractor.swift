//
//  RepositoryDetailInteractor.swift
//  GitHubSearch
//

import Foundation

final class RepositoryDetailInteractor: Interactorable {

    weak var presenter: RepositoryDetailPresenter?

    func refresh(_ repository: Repository) {
        GitHubAPI.shared.searchRepositories(query: "repo:\(repository.fullName)") { [weak self] result in
            guard let fresh = (try? result.get())?.first else { return }
            self?.presenter?.didRefresh(fresh)
        }
    }
}
