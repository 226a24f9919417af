//
//  APIClient.swift
//  Harbor
//

import Foundation

enum ServiceError: Error {
    case forbidden
    case server(status: Int)
    case decoding
}

/// A thin JSON client over URLSession. Every list screen reads `GET /<resource>/sections`.
final class APIClient {

    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get<T: Decodable>(_ path: String, as type: T.Type, completion: @escaping (Result<T, Error>) -> Void) {
        let request = URLRequest(url: baseURL.appendingPathComponent(path))
        session.dataTask(with: request) { data, response, error in
            let result: Result<T, Error>
            if let error {
                result = .failure(error)
            } else if let http = response as? HTTPURLResponse, http.statusCode == 403 {
                result = .failure(ServiceError.forbidden)
            } else if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                result = .failure(ServiceError.server(status: http.statusCode))
            } else if let data, let value = try? JSONDecoder().decode(T.self, from: data) {
                result = .success(value)
            } else {
                result = .failure(ServiceError.decoding)
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
