//
//  ArtistProfileInteractor.swift
//  Tracks
//

import Foundation

final class ArtistProfileInteractor: ArtistProfileInteracting {

    weak var delegate: ArtistProfileInteractorDelegate?
    private let artistID: String
    private let service: TrackServicing

    init(artistID: String, service: TrackServicing) {
        self.artistID = artistID
        self.service = service
    }

    func load() {
        service.fetch(playlist: nil) { [weak self] tracks in
            guard let self = self else { return }
            self.delegate?.didLoad(tracks: tracks.filter { $0.artistID == self.artistID }, related: [])
        }
    }
}
