//
//  UserProfileInteractor.swift
//  Harbor
//

import Foundation

final class UserProfileInteractor {

    weak var output: UserProfileInteractorOutput?
    private let userID: String
    private let community: CommunityService

    init(userID: String, community: CommunityService) {
        self.userID = userID
        self.community = community
    }
}

extension UserProfileInteractor: UserProfileInteractorInput {
    func load() {
        community.fetchSections("user-profile/\(userID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
