//
//  APIClient.swift
//  Larder
//

import Foundation

enum ServiceError: Error {
    case forbidden
    case notFound
    case conflict
    case server(status: Int)
    case decoding
}

/// A thin JSON client over URLSession. Every list screen reads `GET /<resource>/sections`; every action is a
/// `POST /<resource>/<action>` that answers with the id of what it made.
final class APIClient {

    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get<T: Decodable>(_ path: String, as type: T.Type, completion: @escaping (Result<T, Error>) -> Void) {
        send(URLRequest(url: baseURL.appendingPathComponent(path)), as: type, completion: completion)
    }

    func post<T: Decodable>(_ path: String, as type: T.Type, completion: @escaping (Result<T, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        send(request, as: type, completion: completion)
    }

    private func send<T: Decodable>(_ request: URLRequest, as type: T.Type, completion: @escaping (Result<T, Error>) -> Void) {
        session.dataTask(with: request) { data, response, error in
            let result: Result<T, Error>
            let status = (response as? HTTPURLResponse)?.statusCode ?? 200
            if let error {
                result = .failure(error)
            } else if status == 403 {
                result = .failure(ServiceError.forbidden)
            } else if status == 404 {
                result = .failure(ServiceError.notFound)
            } else if status == 409 {
                result = .failure(ServiceError.conflict)
            } else if !(200..<300).contains(status) {
                result = .failure(ServiceError.server(status: status))
            } else if let data, let value = try? JSONDecoder().decode(T.self, from: data) {
                result = .success(value)
            } else {
                result = .failure(ServiceError.decoding)
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
