//
//  FleetService.swift
//  Harbor
//

import Foundation

final class FleetService {

    private let api: APIClient

    init(api: APIClient) {
        self.api = api
    }

    func fetchSections(_ resource: String, completion: @escaping (Result<[[ListItem]], Error>) -> Void) {
        api.get("fleet/\(resource)/sections", as: [[ListItem]].self, completion: completion)
    }
}
