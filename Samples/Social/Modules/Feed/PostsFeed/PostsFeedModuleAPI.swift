//
//  PostsFeedModuleAPI.swift
//  Social
//

import UIKit

protocol PostsFeedViewProtocol: AnyObject {
    var storiesContainerView: UIView { get }
    func reload(with viewModels: [PostsFeed.PostViewModel])
    func showEmptyState(_ title: String)
}

protocol PostsFeedPresenterProtocol: AnyObject {
    func viewWillAppear()
    func didSelectPost(at index: Int)
    func didTapAuthor(at index: Int)
    func didTapUpvotes(at index: Int)
    func didTapCompose()
    func didTapSearch()
}

protocol PostsFeedInteractorProtocol: AnyObject {
    var posts: [PostProtocol] { get }
    func refresh(completion: @escaping (Result<Void, Error>) -> Void)
}

protocol PostsFeedRouterProtocol: AnyObject {
    func routeToPostDetails(_ post: PostProtocol)
    func routeToComposer()
    func routeToStories(in container: UIView)
    func routeToProfile(_ user: UserProtocol)
    func routeToSearch()
    func routeToUpvotedUsers(_ post: PostProtocol, delegate: UpvotePickDelegateProtocol)
}
