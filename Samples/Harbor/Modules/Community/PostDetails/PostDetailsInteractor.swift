//
//  PostDetailsInteractor.swift
//  Harbor
//

import Foundation

final class PostDetailsInteractor {

    weak var output: PostDetailsInteractorOutput?
    private let postID: String
    private let community: CommunityService

    init(postID: String, community: CommunityService) {
        self.postID = postID
        self.community = community
    }
}

extension PostDetailsInteractor: PostDetailsInteractorInput {
    func load() {
        community.fetchSections("post-details/\(postID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
