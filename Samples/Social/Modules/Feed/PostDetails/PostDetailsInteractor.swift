//
//  PostDetailsInteractor.swift
//  Social
//

import Foundation

final class PostDetailsInteractor {

    let post: PostProtocol
    private let posts: PostsServiceProtocol

    init(post: PostProtocol, posts: PostsServiceProtocol) {
        self.post = post
        self.posts = posts
    }

    var isOwnPost: Bool {
        post.author.id == SessionStore.shared.currentUser?.id
    }
}
