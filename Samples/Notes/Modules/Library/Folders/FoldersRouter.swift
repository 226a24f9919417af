//
//  FoldersRouter.swift
//  Notes
//

import UIKit

protocol FoldersPresenterToRouter: AnyObject {
    func dismissFolders()
}

final class FoldersRouter: Routable {

    typealias View = FoldersView
    typealias Presenter = FoldersPresenter
    typealias Interactor = FoldersInteractor
    typealias Router = FoldersRouter

    weak var view: View?

    static func createModule(view: View, presenter: Presenter, interactor: Interactor, router: Router) -> View {
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.view = view
        return view
    }
}

extension FoldersRouter: FoldersPresenterToRouter {

    func dismissFolders() {
        view?.dismiss(animated: true)
    }
}
