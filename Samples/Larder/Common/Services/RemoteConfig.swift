//
//  RemoteConfig.swift
//  Larder
//

import Foundation

final class RemoteConfig {

    private let api: APIClient
    private var minimumVersion = UserDefaults.standard.string(forKey: "larder.minimumVersion") ?? "1.0"

    init(api: APIClient) {
        self.api = api
    }

    func isBelowMinimumVersion(_ version: String) -> Bool {
        version.compare(minimumVersion, options: .numeric) == .orderedAscending
    }

    func fetchSections(_ resource: String, completion: @escaping (Result<[[ListItem]], Error>) -> Void) {
        api.get("config/\(resource)", as: [[ListItem]].self, completion: completion)
    }
}
