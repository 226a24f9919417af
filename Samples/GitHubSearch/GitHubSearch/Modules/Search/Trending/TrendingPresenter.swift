//
//  TrendingPresenter.swift
//  GitHubSearch
//

import Foundation

final class TrendingPresenter {

    private weak var view: TrendingViewController?
    private let interactor: TrendingInteractor
    private let router: TrendingRouterOutput
    private let language: String?
    private var repositories: [Repository] = []

    init(view: TrendingViewController, interactor: TrendingInteractor, router: TrendingRouterOutput, language: String?) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.language = language
    }

    func viewDidLoad() {
        interactor.fetchTrending(language: language)
    }

    func didLoad(_ repositories: [Repository]) {
        self.repositories = repositories
        view?.show(repositories.map(\.fullName))
    }

    func didSelectItem(at index: Int) {
        router.transitionToRepositoryDetail(repositories[index])
    }
}
