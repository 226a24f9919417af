//
//  SearchPresenter.swift
//  GitHubSearch
//
//  Must not import UIKit.
//

import Foundation

typealias SearchPresenterDependencies = (
    interactor: SearchInteractor,
    router: SearchRouterOutput
)

protocol SearchViewOutputs: AnyObject {
    func viewDidLoad()
    func didChangeQuery(_ query: String)
    func didChangeScope(_ index: Int)
    func didSelectRow(at index: Int)
}

final class SearchPresenter: Presenterable, SearchViewOutputs {

    internal var entities: SearchEntities
    private weak var view: SearchViewInputs!
    let dependencies: SearchPresenterDependencies
    private var pendingQuery: DispatchWorkItem?

    init(entities: SearchEntities, view: SearchViewInputs, dependencies: SearchPresenterDependencies) {
        self.view = view
        self.entities = entities
        self.dependencies = dependencies
    }

    func viewDidLoad() {
        view.configure(query: entities.entryEntity.initialQuery)
    }

    func didChangeQuery(_ query: String) {
        pendingQuery?.cancel()
        let work = DispatchWorkItem { [weak self] in
            guard let self = self else { return }
            self.dependencies.interactor.search(query, scope: self.entities.scope)
        }
        pendingQuery = work
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: work)
    }

    func didChangeScope(_ index: Int) {
        entities.scope = SearchScope(rawValue: index) ?? .repositories
        view.reloadTableView(rows: rows())
    }

    func didSelectRow(at index: Int) {
        switch entities.scope {
        case .repositories:
            dependencies.router.transitionToRepositoryDetail(entities.repositories[index])
        case .users:
            dependencies.router.transitionToUserDetail(entities.users[index])
        }
    }

    private func rows() -> [String] {
        switch entities.scope {
        case .repositories: return entities.repositories.map { "\($0.fullName) ★\($0.stargazersCount)" }
        case .users: return entities.users.map(\.login)
        }
    }
}

extension SearchPresenter: SearchInteractorOutputs {

    func onSuccessSearch(repositories: [Repository]) {
        entities.repositories = repositories
        view.reloadTableView(rows: rows())
    }

    func onSuccessSearch(users: [User]) {
        entities.users = users
        view.reloadTableView(rows: rows())
    }

    func onError(_ error: Error) {
        view.showError(error.localizedDescription)
    }
}
