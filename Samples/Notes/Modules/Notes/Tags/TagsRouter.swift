//
//  TagsRouter.swift
//  Notes
//
//  Created from the VIPER module template.
//

import UIKit

protocol TagsPresenterToRouter: AnyObject {}

final class TagsRouter: Routable {

    typealias View = TagsView
    typealias Presenter = TagsPresenter
    typealias Interactor = TagsInteractor
    typealias Router = TagsRouter

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

extension TagsRouter: TagsPresenterToRouter {}
