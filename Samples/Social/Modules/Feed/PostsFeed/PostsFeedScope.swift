//
//  PostsFeedScope.swift
//  Social
//
//  Module namespace: types only the posts feed uses.
//

import Foundation

enum PostsFeed {
    enum FeedType {
        case following
        case trending
        case user(UserProtocol)
        case singlePost(PostProtocol)
    }

    struct PostViewModel {
        let authorName: String
        let text: String
        let upvotesTitle: String
        let isUpvoted: Bool
    }
}

extension PostsFeed {
    enum Strings: String, LocalizedStringKeyProtocol {
        case followActionTitle = "Follow"
        case unfollowActionTitle = "Unfollow"
        case friendActionTitle = "Add friends"
        case unfriendActionTitle = "Remove friends"
        case emptyFeedTitle = "Nothing here yet"
    }
}
