//
//  TrendingRouter.swift
//  GitHubSearch
//

import UIKit

struct TrendingEntryEntity {
    let language: String?
}

struct TrendingRouterInput {

    /// The search screen embeds Trending through a container view; this wires the embedded instance.
    func configure(_ view: TrendingViewController, entryEntity: TrendingEntryEntity) {
        let interactor = TrendingInteractor()
        let presenter = TrendingPresenter(view: view, interactor: interactor, router: TrendingRouterOutput(view), language: entryEntity.language)
        view.presenter = presenter
        interactor.presenter = presenter
    }
}

final class TrendingRouterOutput: Routerable {

    private(set) weak var view: Viewable!

    init(_ view: Viewable) {
        self.view = view
    }

    func transitionToRepositoryDetail(_ repository: Repository) {
        guard let parent = (view as? UIViewController)?.parent as? Viewable else { return }
        RepositoryDetailRouterInput().push(from: parent, entryEntity: RepositoryDetailEntryEntity(repository: repository))
    }
}
