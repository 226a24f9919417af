//
//  EventsInteractor.swift
//  Harbor
//

import Foundation

final class EventsInteractor {

    weak var output: EventsInteractorOutput?
    private let community: CommunityService

    init(community: CommunityService) {
        self.community = community
    }
}

extension EventsInteractor: EventsInteractorInput {
    func load() {
        community.fetchSections("events") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
