//
//  PostsFeedPresenter.swift
//  Social
//

import Foundation

final class PostsFeedPresenter: PostsFeedPresenterProtocol {

    private weak var view: PostsFeedViewProtocol?
    private let interactor: PostsFeedInteractorProtocol
    private let router: PostsFeedRouterProtocol
    private var storiesShown = false

    init(view: PostsFeedViewProtocol, interactor: PostsFeedInteractorProtocol, router: PostsFeedRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        if !storiesShown, let container = view?.storiesContainerView {
            storiesShown = true
            router.routeToStories(in: container)
        }
        interactor.refresh { [weak self] _ in
            self?.render()
        }
    }

    func didSelectPost(at index: Int) {
        router.routeToPostDetails(interactor.posts[index])
    }

    func didTapAuthor(at index: Int) {
        router.routeToProfile(interactor.posts[index].author)
    }

    func didTapUpvotes(at index: Int) {
        router.routeToUpvotedUsers(interactor.posts[index], delegate: self)
    }

    func didTapCompose() {
        router.routeToComposer()
    }

    func didTapSearch() {
        router.routeToSearch()
    }

    private func render() {
        let posts = interactor.posts
        guard !posts.isEmpty else {
            view?.showEmptyState(PostsFeed.Strings.emptyFeedTitle.localized)
            return
        }
        view?.reload(with: posts.map {
            PostsFeed.PostViewModel(authorName: $0.author.username, text: $0.text, upvotesTitle: "\($0.upvotes)", isUpvoted: false)
        })
    }
}

extension PostsFeedPresenter: UpvotePickDelegateProtocol {
    func didPick(user: UserProtocol) {
        router.routeToProfile(user)
    }
}
