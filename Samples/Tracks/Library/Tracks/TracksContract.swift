//
//  TracksContract.swift
//  Tracks
//

import UIKit

protocol TracksPresenting: AnyObject {
    var view: TracksViewing? { get set }

    func viewDidLoad()
    func didTapAdd(title: String, artist: String)
    func didSwipeToDelete(at row: Int)
    func didSelectRow(at row: Int)
    func didTapSettings()
    func didTapPlaylists()
}

protocol TracksViewing: AnyObject {
    func update(viewModels: [TrackViewModel])
    func showError(_ description: String)
}

protocol TracksInteracting: AnyObject {
    var delegate: TracksInteractorDelegate? { get set }

    func fetchTracks()
    func addTrack(title: String, artist: String)
    func delete(track: Track)
}

protocol TracksInteractorDelegate: AnyObject {
    func didFetch(tracks: [Track])
    func handleError(_ error: ServiceError)
}

protocol TracksRouting: AnyObject {
    var viewController: UIViewController? { get set }

    func openTrackScreen(track: Track)
    func openSettings()
    func openPlaylists()
}

struct TrackViewModel: Equatable {
    let title: String
    let color: UIColor
}
