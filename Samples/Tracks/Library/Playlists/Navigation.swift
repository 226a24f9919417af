//
//  Navigation.swift
//  Tracks
//
//  Playlists module: how it is built and where it goes.
//

import UIKit

enum PlaylistsBuilder {

    static func makeModule(service: TrackServicing = TrackService()) -> UIViewController {
        let router = PlaylistsRouter()
        let presenter = PlaylistsPresenter(interactor: PlaylistsInteractor(service: service), router: router)
        let viewController = PlaylistsViewController(presenter: presenter)
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }
}

final class PlaylistsRouter: PlaylistsRouting {

    weak var viewController: UIViewController?

    func openPlaylist(_ playlist: Playlist) {
        let tracks = TracksBuilder.makeModule(playlist: playlist)
        tracks.title = playlist.name
        viewController?.show(tracks, sender: nil)
    }
}
