//
//  TracksInteractor.swift
//  Tracks
//

import Foundation

final class TracksInteractor: TracksInteracting {

    weak var delegate: TracksInteractorDelegate?
    private let service: TrackServicing
    private let playlist: Playlist?

    init(service: TrackServicing, playlist: Playlist?) {
        self.service = service
        self.playlist = playlist
    }

    func fetchTracks() {
        service.fetch(playlist: playlist) { [weak self] tracks in
            self?.delegate?.didFetch(tracks: tracks)
        }
    }

    func addTrack(title: String, artist: String) {
        let track = Track(id: UUID(), title: title, artist: artist, artistID: artist.lowercased())
        service.add(track) { [weak self] result in
            switch result {
            case .success: self?.fetchTracks()
            case let .failure(error): self?.delegate?.handleError(error)
            }
        }
    }

    func delete(track: Track) {
        service.delete(track) { [weak self] _ in
            self?.fetchTracks()
        }
    }
}
