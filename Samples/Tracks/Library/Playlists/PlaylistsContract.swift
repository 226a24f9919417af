//
//  PlaylistsContract.swift
//  Tracks
//

import UIKit

protocol PlaylistsPresenting: AnyObject {
    var view: PlaylistsViewing? { get set }
    func viewWillAppear()
    func didSelect(row: Int)
}

protocol PlaylistsViewing: AnyObject {
    func show(names: [String])
}

protocol PlaylistsInteracting: AnyObject {
    func loadPlaylists(_ completion: @escaping ([Playlist]) -> Void)
}

protocol PlaylistsRouting: AnyObject {
    func openPlaylist(_ playlist: Playlist)
}
