//
//  FeedInteractor.swift
//  Harbor
//

import Foundation

final class FeedInteractor {

    weak var output: FeedInteractorOutput?
    private let community: CommunityService

    init(community: CommunityService) {
        self.community = community
    }
}

extension FeedInteractor: FeedInteractorInput {
    func loadFeed() {
        community.fetchSections("feed") { [weak self] result in
            switch result {
            case .success(let sections):
                // The backend marks promoted cards with a "promo:" id; their campaign is in the subtitle.
                let entries: [FeedEntry] = sections.flatMap { $0 }.map { item in
                    if item.id.hasPrefix("promo:") {
                        return .promotion(Promotion(id: item.id, campaign: item.subtitle ?? "", title: item.title))
                    }
                    return .post(id: item.id, authorID: item.subtitle ?? "", text: item.title)
                }
                self?.output?.didLoad(entries: entries)
            case .failure(let error):
                self?.output?.didFail(with: error)
            }
        }
    }
}
