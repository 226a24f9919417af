//
//  EventDetailsInteractor.swift
//  Harbor
//

import Foundation

final class EventDetailsInteractor {

    weak var output: EventDetailsInteractorOutput?
    private let eventID: String
    private let community: CommunityService

    init(eventID: String, community: CommunityService) {
        self.eventID = eventID
        self.community = community
    }
}

extension EventDetailsInteractor: EventDetailsInteractorInput {
    func load() {
        community.fetchSections("event-details/\(eventID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
