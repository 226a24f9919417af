//
//  HistoryPresenter.swift
//  GitHubSearch
//

import Foundation

final class HistoryPresenter {

    private weak var view: HistoryViewController?
    private let router: HistoryRouterOutput
    private let store: SearchHistoryStore
    private let api: GitHubAPI

    init(view: HistoryViewController, router: HistoryRouterOutput, store: SearchHistoryStore = .shared, api: GitHubAPI = .shared) {
        self.view = view
        self.router = router
        self.store = store
        self.api = api
    }

    func viewWillAppear() {
        view?.show(store.queries)
    }

    /// "I'm feeling lucky": open the best match of a past query.
    func didSelect(query: String) {
        api.searchRepositories(query: query) { [weak self] result in
            guard let first = (try? result.get())?.first else { return }
            self?.router.transitionToRepositoryDetail(first)
        }
    }
}
