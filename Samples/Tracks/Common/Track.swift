//
//  Track.swift
//  Tracks
//

import UIKit

struct Track: Equatable, Codable {
    let id: UUID
    var title: String
    var artist: String
    var artistID: String
}

struct Playlist: Equatable, Codable {
    let id: UUID
    var name: String
    var trackIDs: [UUID]
}

enum ServiceError: Error {
    case network, notFound, storage
}

protocol TrackServicing {
    func fetch(playlist: Playlist?, completion: @escaping ([Track]) -> Void)
    func add(_ track: Track, completion: @escaping (Result<Track, ServiceError>) -> Void)
    func delete(_ track: Track, completion: @escaping (Result<Void, ServiceError>) -> Void)
    func playlists(completion: @escaping ([Playlist]) -> Void)
}

final class TrackService: TrackServicing {
    private var tracks: [Track] = []

    func fetch(playlist: Playlist?, completion: @escaping ([Track]) -> Void) {
        guard let playlist = playlist else { return completion(tracks) }
        completion(tracks.filter { playlist.trackIDs.contains($0.id) })
    }

    func add(_ track: Track, completion: @escaping (Result<Track, ServiceError>) -> Void) {
        tracks.append(track)
        completion(.success(track))
    }

    func delete(_ track: Track, completion: @escaping (Result<Void, ServiceError>) -> Void) {
        tracks.removeAll { $0 == track }
        completion(.success(()))
    }

    func playlists(completion: @escaping ([Playlist]) -> Void) {
        completion([])
    }
}

/// Something the artist page links to: an album, a video, a web page. Which screen shows it is decided
/// by the remote config at run time.
struct RelatedItem {
    let kind: String
    let url: URL
}

protocol ScreenFactoryProtocol {
    func makeController(for item: RelatedItem) -> UIViewController
}

final class RemoteConfigScreenFactory: ScreenFactoryProtocol {
    static let shared = RemoteConfigScreenFactory()
    var builders: [String: (RelatedItem) -> UIViewController] = [:]

    func makeController(for item: RelatedItem) -> UIViewController {
        builders[item.kind]?(item) ?? UIViewController()
    }
}
