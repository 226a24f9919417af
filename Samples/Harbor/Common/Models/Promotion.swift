//
//  Promotion.swift
//  Harbor
//

import Foundation

/// A promoted card in the community feed. What it opens is decided by the promotions SDK when it is tapped.
struct Promotion: Decodable, Hashable {
    let id: String
    let campaign: String
    let title: String
}
