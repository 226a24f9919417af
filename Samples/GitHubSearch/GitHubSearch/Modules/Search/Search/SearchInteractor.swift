//
//  SearchInteractor.swift
//  GitHubSearch
//

import Foundation

protocol SearchInteractorOutputs: AnyObject {
    func onSuccessSearch(repositories: [Repository])
    func onSuccessSearch(users: [User])
    func onError(_ error: Error)
}

final class SearchInteractor: Interactorable {

    weak var presenter: SearchInteractorOutputs?
    private let api: GitHubAPI
    private let history: SearchHistoryStore

    init(api: GitHubAPI = .shared, history: SearchHistoryStore = .shared) {
        self.api = api
        self.history = history
    }

    func search(_ query: String, scope: SearchScope) {
        guard !query.isEmpty else { return }
        history.add(query)
        switch scope {
        case .repositories:
            api.searchRepositories(query: query) { [weak self] result in
                switch result {
                case let .success(repositories): self?.presenter?.onSuccessSearch(repositories: repositories)
                case let .failure(error): self?.presenter?.onError(error)
                }
            }
        case .users:
            api.searchUsers(query: query) { [weak self] result in
                switch result {
                case let .success(users): self?.presenter?.onSuccessSearch(users: users)
                case let .failure(error): self?.presenter?.onError(error)
                }
            }
        }
    }
}
