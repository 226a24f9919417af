//
//  TracksPresenter.swift
//  Tracks
//

import UIKit

final class TracksPresenter: TracksPresenting {

    weak var view: TracksViewing?
    private let interactor: TracksInteracting
    private let router: TracksRouting
    private var tracks: [Track] = []

    init(interactor: TracksInteracting, router: TracksRouting) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.fetchTracks()
    }

    func didTapAdd(title: String, artist: String) {
        interactor.addTrack(title: title, artist: artist)
    }

    func didSwipeToDelete(at row: Int) {
        guard tracks.indices.contains(row) else { return }
        interactor.delete(track: tracks[row])
    }

    func didSelectRow(at row: Int) {
        router.openTrackScreen(track: tracks[row])
    }

    func didTapSettings() {
        router.openSettings()
    }

    func didTapPlaylists() {
        router.openPlaylists()
    }

    private func toViewModel(track: Track) -> TrackViewModel {
        TrackViewModel(title: "\(track.title) - \(track.artist)", color: color(for: track))
    }

    private func color(for track: Track) -> UIColor {
        track.title.count.isMultiple(of: 2) ? .systemTeal : .systemIndigo
    }
}

extension TracksPresenter: TracksInteractorDelegate {

    func didFetch(tracks: [Track]) {
        self.tracks = tracks
        view?.update(viewModels: tracks.map(toViewModel))
    }

    func handleError(_ error: ServiceError) {
        view?.showError("\(error)")
    }
}
