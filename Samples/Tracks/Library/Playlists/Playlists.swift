//
//  Playlists.swift
//  Tracks
//

import Foundation

final class PlaylistsPresenter: PlaylistsPresenting {

    weak var view: PlaylistsViewing?
    private let interactor: PlaylistsInteracting
    private let router: PlaylistsRouting
    private var playlists: [Playlist] = []

    init(interactor: PlaylistsInteracting, router: PlaylistsRouting) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        interactor.loadPlaylists { [weak self] playlists in
            self?.playlists = playlists.sorted { $0.name < $1.name }
            self?.view?.show(names: self?.playlists.map(\.name) ?? [])
        }
    }

    func didSelect(row: Int) {
        router.openPlaylist(playlists[row])
    }
}

final class PlaylistsInteractor: PlaylistsInteracting {

    private let service: TrackServicing

    init(service: TrackServicing) {
        self.service = service
    }

    func loadPlaylists(_ completion: @escaping ([Playlist]) -> Void) {
        service.playlists(completion: completion)
    }
}
