//
//  GitHubAPI.swift
//  GitHubSearch
//

import Foundation

struct Repository: Decodable, Equatable {
    let id: Int
    let fullName: String
    let description: String?
    let htmlURL: URL
    let stargazersCount: Int
    let owner: User
}

struct User: Decodable, Equatable {
    let id: Int
    let login: String
    let avatarURL: URL?
    let blog: URL?
}

final class GitHubAPI {
    static let shared = GitHubAPI()
    private let session = URLSession(configuration: .default)
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    private struct SearchResponse<Item: Decodable>: Decodable {
        let items: [Item]
    }

    func searchRepositories(query: String, completion: @escaping (Result<[Repository], Error>) -> Void) {
        var components = URLComponents(string: "https://api.github.com/search/repositories")!
        components.queryItems = [URLQueryItem(name: "q", value: query), URLQueryItem(name: "sort", value: "stars")]
        get(components.url!) { (result: Result<SearchResponse<Repository>, Error>) in
            completion(result.map(\.items))
        }
    }

    func searchUsers(query: String, completion: @escaping (Result<[User], Error>) -> Void) {
        var components = URLComponents(string: "https://api.github.com/search/users")!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        get(components.url!) { (result: Result<SearchResponse<User>, Error>) in
            completion(result.map(\.items))
        }
    }

    func user(login: String, completion: @escaping (Result<User, Error>) -> Void) {
        get(URL(string: "https://api.github.com/users/\(login)")!, completion: completion)
    }

    private func get<T: Decodable>(_ url: URL, completion: @escaping (Result<T, Error>) -> Void) {
        session.dataTask(with: url) { [decoder] data, _, error in
            DispatchQueue.main.async {
                if let error = error { return completion(.failure(error)) }
                completion(Result { try decoder.decode(T.self, from: data ?? Data()) })
            }
        }.resume()
    }
}

final class SearchHistoryStore {
    static let shared = SearchHistoryStore()
    private(set) var queries: [String] = UserDefaults.standard.stringArray(forKey: "history") ?? []

    func add(_ query: String) {
        queries.removeAll { $0 == query }
        queries.insert(query, at: 0)
        UserDefaults.standard.set(Array(queries.prefix(20)), forKey: "history")
    }
}
