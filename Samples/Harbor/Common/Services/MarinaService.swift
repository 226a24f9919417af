//
//  MarinaService.swift
//  Harbor
//

import Foundation

final class MarinaService {

    private let api: APIClient

    init(api: APIClient) {
        self.api = api
    }

    func fetchSections(_ resource: String, completion: @escaping (Result<[[ListItem]], Error>) -> Void) {
        api.get("marina/\(resource)/sections", as: [[ListItem]].self, completion: completion)
    }
}
