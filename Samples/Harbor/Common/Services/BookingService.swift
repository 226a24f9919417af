//
//  BookingService.swift
//  Harbor
//

import Foundation

final class BookingService {

    private let api: APIClient

    init(api: APIClient) {
        self.api = api
    }

    func fetchSections(_ resource: String, completion: @escaping (Result<[[ListItem]], Error>) -> Void) {
        api.get("booking/\(resource)/sections", as: [[ListItem]].self, completion: completion)
    }
}
