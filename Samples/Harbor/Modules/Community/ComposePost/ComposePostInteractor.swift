//
//  ComposePostInteractor.swift
//  Harbor
//

import Foundation

final class ComposePostInteractor {

    weak var output: ComposePostInteractorOutput?
    private let community: CommunityService

    init(community: CommunityService) {
        self.community = community
    }
}

extension ComposePostInteractor: ComposePostInteractorInput {
    func load() {
        community.fetchSections("compose-post") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
