//
//  FollowersInteractor.swift
//  Harbor
//

import Foundation

final class FollowersInteractor {

    weak var output: FollowersInteractorOutput?
    private let userID: String
    private let community: CommunityService

    init(userID: String, community: CommunityService) {
        self.userID = userID
        self.community = community
    }
}

extension FollowersInteractor: FollowersInteractorInput {
    func load() {
        community.fetchSections("followers/\(userID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
