//
//  TripService.swift
//  Harbor
//

import Foundation

final class TripService {

    private let api: APIClient

    init(api: APIClient) {
        self.api = api
    }

    func fetchSections(_ resource: String, completion: @escaping (Result<[[ListItem]], Error>) -> Void) {
        api.get("trip/\(resource)/sections", as: [[ListItem]].self, completion: completion)
    }
}
