//
//  TrackDetailsPresenter.swift
//  Tracks
//

import Foundation

final class TrackDetailsPresenter: TrackDetailsPresenting {

    weak var view: TrackDetailsViewing?
    private let track: Track
    private let router: TrackDetailsRouting

    init(track: Track, router: TrackDetailsRouting) {
        self.track = track
        self.router = router
    }

    func viewDidLoad() {
        view?.render(.init(title: track.title, subtitle: track.artist))
    }

    func didTapArtist() {
        router.openArtistScreen(artistID: track.artistID)
    }

    func didTapPlay() {
        router.openPlayer(queue: [track])
    }
}
