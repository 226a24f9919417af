//
//  ArtistProfileContract.swift
//  Tracks
//

import UIKit

protocol ArtistProfilePresenting: AnyObject {
    func viewDidLoad()
    func didSelectTrack(at index: Int)
    func didSelectRelatedItem(at index: Int)
}

protocol ArtistProfileViewing: AnyObject {
    func render(_ viewModel: ArtistProfileViewController.ViewModel)
}

protocol ArtistProfileInteracting: AnyObject {
    var delegate: ArtistProfileInteractorDelegate? { get set }
    func load()
}

protocol ArtistProfileInteractorDelegate: AnyObject {
    func didLoad(tracks: [Track], related: [RelatedItem])
}

protocol ArtistProfileRouting: AnyObject {
    func openTrackScreen(track: Track)
    func openRelatedItem(_ item: RelatedItem)
}
