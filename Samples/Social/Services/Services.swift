//
//  Services.swift
//  Social
//

import Foundation

protocol PostsServiceProtocol {
    func fetch(_ feed: PostsFeed.FeedType, completion: @escaping (Result<[PostProtocol], Error>) -> Void)
    func replies(to postID: String, completion: @escaping ([PostProtocol]) -> Void)
    func publish(text: String, mode: ComposerMode, completion: @escaping (Result<PostProtocol, Error>) -> Void)
}

protocol UsersServiceProtocol {
    func signIn(email: String, password: String, completion: @escaping (Result<UserProtocol, Error>) -> Void)
    func user(id: String, completion: @escaping (UserProtocol?) -> Void)
    func search(_ text: String, completion: @escaping ([UserProtocol]) -> Void)
    func setFollowing(_ following: Bool, userID: String, completion: @escaping (Bool) -> Void)
}

protocol MessagesServiceProtocol {
    func subscribe(_ onChange: @escaping ([Conversation]) -> Void)
    func listen(to conversationID: String, _ onChange: @escaping ([String]) -> Void)
    func send(_ text: String, to conversationID: String)
}

protocol WalletServiceProtocol {
    func balances(_ completion: @escaping (Result<[BalanceCurrency: Decimal], Error>) -> Void)
    func activity(_ filter: ActivityCurrencyType, completion: @escaping (Result<[String], Error>) -> Void)
}

protocol StorageServiceProtocol {
    func save(_ user: UserProtocol)
    func save(_ posts: [PostProtocol])
    func wipe()
}

struct APIClient {
    let baseURL: URL
}
