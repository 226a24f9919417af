//
//  PostsFeedInteractor.swift
//  Social
//

import Foundation

final class PostsFeedInteractor: PostsFeedInteractorProtocol {

    private let feedType: PostsFeed.FeedType
    private let postsService: PostsServiceProtocol
    private let storage: StorageServiceProtocol
    private(set) var posts: [PostProtocol] = []

    init(feedType: PostsFeed.FeedType, posts: PostsServiceProtocol, storage: StorageServiceProtocol) {
        self.feedType = feedType
        self.postsService = posts
        self.storage = storage
    }

    func refresh(completion: @escaping (Result<Void, Error>) -> Void) {
        postsService.fetch(feedType) { [weak self] result in
            guard let self = self else { return }
            if case let .success(posts) = result {
                self.posts = posts
                self.storage.save(posts)
            }
            completion(result.map { _ in () })
        }
    }
}
