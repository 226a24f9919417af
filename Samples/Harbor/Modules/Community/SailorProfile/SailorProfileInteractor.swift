//
//  SailorProfileInteractor.swift
//  Harbor
//

import Foundation

final class SailorProfileInteractor {

    weak var output: SailorProfileInteractorOutput?
    private let userID: String
    private let community: CommunityService

    init(userID: String, community: CommunityService) {
        self.userID = userID
        self.community = community
    }
}

extension SailorProfileInteractor: SailorProfileInteractorInput {
    func load() {
        community.fetchSections("sailor-profile/\(userID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
