//
//  ListItem.swift
//  Larder
//

import Foundation

/// One row of a list screen, as the backend's "sections" endpoints send it.
struct ListItem: Decodable, Hashable {
    let id: String
    let title: String
    var subtitle: String?
    var imageURL: URL?

    init(id: String, title: String, subtitle: String? = nil, imageURL: URL? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.imageURL = imageURL
    }
}
