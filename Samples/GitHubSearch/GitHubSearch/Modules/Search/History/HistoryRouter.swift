//
//  HistoryRouter.swift
//  GitHubSearch
//

import UIKit

struct HistoryEntryEntity {}

struct HistoryRouterInput {

    func view(entryEntity: HistoryEntryEntity) -> HistoryViewController {
        let view = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "HistoryViewController") as! HistoryViewController
        view.presenter = HistoryPresenter(view: view, router: HistoryRouterOutput(view))
        return view
    }

    func push(from: Viewable, entryEntity: HistoryEntryEntity) {
        from.push(view(entryEntity: entryEntity), animated: true)
    }
}

final class HistoryRouterOutput: Routerable {

    private(set) weak var view: Viewable!

    init(_ view: Viewable) {
        self.view = view
    }

    func transitionToRepositoryDetail(_ repository: Repository) {
        RepositoryDetailRouterInput().push(from: view, entryEntity: RepositoryDetailEntryEntity(repository: repository))
    }
}
