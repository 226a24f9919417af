//
//  TracksRouter.swift
//  Tracks
//

import UIKit

final class TracksRouter: TracksRouting {

    weak var viewController: UIViewController?
    private let trackBuilder: TrackDetailsBuilder

    init(trackBuilder: TrackDetailsBuilder = TrackDetailsBuilder()) {
        self.trackBuilder = trackBuilder
    }

    func openTrackScreen(track: Track) {
        viewController?.push(trackBuilder.makeModule(track: track), animated: true)
    }

    func openSettings() {
        let settings = SettingsBuilder.makeModule()
        settings.modalPresentationStyle = .formSheet
        viewController?.present(settings, animated: true)
    }

    func openPlaylists() {
        viewController?.navigationController?.pushViewController(PlaylistsBuilder.makeModule(), animated: true)
    }
}
