//
//  PostDetailsPresenter.swift
//  Social
//

import Foundation

final class PostDetailsPresenter {

    private weak var view: PostDetailsViewController?
    private let interactor: PostDetailsInteractor
    private let router: PostDetailsRouter

    init(view: PostDetailsViewController, interactor: PostDetailsInteractor, router: PostDetailsRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(text: interactor.post.text, author: interactor.post.author.username, canEdit: interactor.isOwnPost)
    }

    func didTapComments() {
        router.routeToComments(for: interactor.post)
    }

    func didTapEdit() {
        guard interactor.isOwnPost else { return }
        router.routeToPostEditFor(interactor.post)
    }

    func didTapReport() {
        router.routeToReport(interactor.post)
    }
}
