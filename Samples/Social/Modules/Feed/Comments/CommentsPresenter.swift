//
//  CommentsPresenter.swift
//  Social
//

import Foundation

final class CommentsPresenter: UpvotePickDelegateProtocol {

    weak var view: CommentsViewController?
    private let interactor: CommentsInteractor
    private let router: CommentsRouter

    init(interactor: CommentsInteractor, router: CommentsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadComments { [weak self] comments in
            self?.view?.show(comments.map { "\($0.author.username): \($0.text)" })
        }
    }

    func didTapAuthor(of commentIndex: Int) {
        router.routeToProfile(interactor.comments[commentIndex].author)
    }

    func handleInteractiveActionWith(_ transition: GestureInteractionControllerProtocol) {
        router.routeToUpvotedUsersWith(transition, post: interactor.post, delegate: self)
    }

    func didPick(user: UserProtocol) {
        router.routeToProfile(user)
    }
}
