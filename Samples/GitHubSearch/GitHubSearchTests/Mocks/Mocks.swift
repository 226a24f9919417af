//
//  Mocks.swift
//  GitHubSearchTests
//

import UIKit
@testable import GitHubSearch

final class MockSearchView: SearchViewInputs, Viewable {
    private(set) var configuredQuery: String?
    private(set) var rows: [String] = []

    func configure(query: String?) { configuredQuery = query }
    func reloadTableView(rows: [String]) { self.rows = rows }
    func showError(_ message: String) {}

    func push(_ vc: UIViewController, animated: Bool) {}
    func present(_ vc: UIViewController, animated: Bool) {}
    func pop(animated: Bool) {}
    func dismiss(animated: Bool) {}
    func dismiss(animated: Bool, _completion: @escaping (() -> Void)) { _completion() }
}

final class SearchRouterOutputSpy: SearchRouterOutput {
    private(set) var repositories: [Repository] = []

    override func transitionToRepositoryDetail(_ repository: Repository) {
        repositories.append(repository)
    }
}

/// Hosts module views in UI tests.
final class TestHostRouter {
    func show(_ viewController: UIViewController, in window: UIWindow) {
        window.rootViewController = UINavigationController(rootViewController: viewController)
    }
}

final class TestHostPresenter {
    let router = TestHostRouter()
}

extension Repository {
    static func fixture(name: String = "octocat/hello") -> Repository {
        Repository(id: 1, fullName: name, description: nil, htmlURL: URL(string: "https://github.com/\(name)")!, stargazersCount: 1,
                   owner: User(id: 1, login: "octocat", avatarURL: nil, blog: nil))
    }
}
