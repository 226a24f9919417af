//
//  CommentsInteractor.swift
//  Social
//

import Foundation

final class CommentsInteractor {

    let post: PostProtocol
    private let posts: PostsServiceProtocol
    private(set) var comments: [PostProtocol] = []

    init(post: PostProtocol, posts: PostsServiceProtocol) {
        self.post = post
        self.posts = posts
    }

    func loadComments(completion: @escaping ([PostProtocol]) -> Void) {
        posts.replies(to: post.id) { [weak self] replies in
            self?.comments = replies
            completion(replies)
        }
    }
}
