//
//  Pokemon.swift
//  Pokedex
//

import Foundation

struct Pokemon: Codable, Hashable {
    let id: Int
    let name: String
    let types: [String]
}
