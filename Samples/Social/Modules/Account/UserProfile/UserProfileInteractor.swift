//
//  UserProfileInteractor.swift
//  Social
//

import Foundation

final class UserProfileInteractor {

    let user: UserProtocol
    private let users: UsersServiceProtocol
    private(set) var isFollowing = false

    init(user: UserProtocol, users: UsersServiceProtocol) {
        self.user = user
        self.users = users
    }

    func toggleFollow(completion: @escaping (Bool) -> Void) {
        let follow = !isFollowing
        users.setFollowing(follow, userID: user.id) { [weak self] ok in
            if ok { self?.isFollowing = follow }
            completion(self?.isFollowing ?? false)
        }
    }
}
