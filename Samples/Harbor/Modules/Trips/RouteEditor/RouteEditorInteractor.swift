//
//  RouteEditorInteractor.swift
//  Harbor
//

import Foundation

final class RouteEditorInteractor {

    weak var output: RouteEditorInteractorOutput?
    private let tripID: String
    private let trips: TripService

    init(tripID: String, trips: TripService) {
        self.tripID = tripID
        self.trips = trips
    }
}

extension RouteEditorInteractor: RouteEditorInteractorInput {
    func load() {
        trips.fetchSections("route-editor/\(tripID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
