//
//  RecipeStore.swift
//  RecipeKit
//

import Foundation

/// Recipes bundled with the kit, read once from `Recipes.json`.
final class RecipeStore {

    static let shared = RecipeStore()

    private lazy var catalog: [String: [String]] = {
        guard let url = Bundle.main.url(forResource: "Recipes", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let catalog = try? JSONDecoder().decode([String: [String]].self, from: data) else { return [:] }
        return catalog
    }()

    func items(for key: String) -> [String] {
        catalog[key] ?? []
    }
}
