//
//  TrackDetailsContract.swift
//  Tracks
//

import UIKit

protocol TrackDetailsPresenting: AnyObject {
    func viewDidLoad()
    func didTapArtist()
    func didTapPlay()
}

protocol TrackDetailsViewing: AnyObject {
    func render(_ viewModel: TrackDetailsViewController.ViewModel)
}

protocol TrackDetailsRouting: AnyObject {
    func openArtistScreen(artistID: String)
    func openPlayer(queue: [Track])
}
