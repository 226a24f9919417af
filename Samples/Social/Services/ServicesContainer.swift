//
//  ServicesContainer.swift
//  Social
//

import Foundation

final class ServicesContainer {
    let posts: PostsServiceProtocol
    let users: UsersServiceProtocol
    let messages: MessagesServiceProtocol
    let wallet: WalletServiceProtocol
    let storage: StorageServiceProtocol

    init(posts: PostsServiceProtocol, users: UsersServiceProtocol, messages: MessagesServiceProtocol, wallet: WalletServiceProtocol, storage: StorageServiceProtocol) {
        self.posts = posts
        self.users = users
        self.messages = messages
        self.wallet = wallet
        self.storage = storage
    }

    static func live() -> ServicesContainer {
        let api = APIClient(baseURL: URL(string: "https://api.social.example")!)
        return ServicesContainer(
            posts: PostsService(api: api),
            users: UsersService(api: api),
            messages: MessagesService(api: api),
            wallet: WalletService(api: api),
            storage: CoreDataStorageService()
        )
    }
}

final class SessionStore {
    static let shared = SessionStore()
    private(set) var currentUser: UserProtocol?
    var isSignedIn: Bool { currentUser != nil }

    func signOut() {
        currentUser = nil
    }
}
