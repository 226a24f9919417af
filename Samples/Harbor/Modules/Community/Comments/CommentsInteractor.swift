//
//  CommentsInteractor.swift
//  Harbor
//

import Foundation

final class CommentsInteractor {

    weak var output: CommentsInteractorOutput?
    private let postID: String
    private let community: CommunityService

    init(postID: String, community: CommunityService) {
        self.postID = postID
        self.community = community
    }
}

extension CommentsInteractor: CommentsInteractorInput {
    func load() {
        community.fetchSections("comments/\(postID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
