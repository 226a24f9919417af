//
//  BrowserRouter.swift
//  GitHubSearch
//

import UIKit

struct BrowserEntryEntity {
    let url: URL
}

struct BrowserRouterInput {

    private func view(entryEntity: BrowserEntryEntity) -> BrowserViewController {
        let view = BrowserViewController()
        view.presenter = BrowserPresenter(url: entryEntity.url, view: view, router: BrowserRouterOutput(view))
        return view
    }

    /// Callers that do not care how the page appears let the transition be decided by the size class.
    func show(with transition: TransitionType, from: Viewable, entryEntity: BrowserEntryEntity) {
        switch transition {
        case .push:
            from.push(view(entryEntity: entryEntity), animated: true)
        case .present:
            from.present(UINavigationController(rootViewController: view(entryEntity: entryEntity)), animated: true)
        }
    }
}

final class BrowserRouterOutput: Routerable {

    private(set) weak var view: Viewable!

    init(_ view: Viewable) {
        self.view = view
    }

    func close() {
        pop(animated: true)
    }
}
