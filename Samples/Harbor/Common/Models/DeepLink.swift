//
//  DeepLink.swift
//  Harbor
//

import Foundation

/// A `harbor://` link: `harbor://partner/fuel-dock?marina=42`.
struct DeepLink: Hashable {
    let path: String
    let parameters: [String: String]

    init?(url: URL) {
        guard url.scheme == "harbor", let host = url.host else { return nil }
        path = ([host] + url.pathComponents.filter { $0 != "/" }).joined(separator: "/")
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        parameters = Dictionary(items.compactMap { item in item.value.map { (item.name, $0) } }, uniquingKeysWith: { $1 })
    }
}

extension Notification.Name {
    static let harborDeepLink = Notification.Name("HarborDeepLink")
}
