//
//  TrendingInteractor.swift
//  GitHubSearch
//

import Foundation

final class TrendingInteractor: Interactorable {

    weak var presenter: TrendingPresenter?

    func fetchTrending(language: String?) {
        let since = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-7 * 24 * 3600)).prefix(10)
        let query = "created:>\(since)" + (language.map { " language:\($0)" } ?? "")
        GitHubAPI.shared.searchRepositories(query: query) { [weak self] result in
            self?.presenter?.didLoad((try? result.get()) ?? [])
        }
    }
}
