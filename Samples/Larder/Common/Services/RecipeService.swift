//
//  RecipeService.swift
//  Larder
//

import Foundation

/// Recipes, chefs, reviews and what can replace an ingredient.
final class RecipeService {

    private let api: APIClient

    init(api: APIClient) {
        self.api = api
    }

    func fetchSections(_ resource: String, completion: @escaping (Result<[[ListItem]], Error>) -> Void) {
        api.get("recipes/\(resource)/sections", as: [[ListItem]].self, completion: completion)
    }

    /// Runs an action on a resource and hands back the id of what it made or changed.
    func perform(_ action: String, on resource: String, completion: @escaping (Result<String, Error>) -> Void) {
        api.post("recipes/\(resource)/\(action)", as: String.self, completion: completion)
    }
}
