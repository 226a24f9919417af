//
//  ArtistProfilePresenter.swift
//  Tracks
//

import Foundation

final class ArtistProfilePresenter: ArtistProfilePresenting, ArtistProfileInteractorDelegate {

    weak var view: ArtistProfileViewing?
    private let interactor: ArtistProfileInteracting
    private let router: ArtistProfileRouting
    private var tracks: [Track] = []
    private var related: [RelatedItem] = []

    init(interactor: ArtistProfileInteracting, router: ArtistProfileRouting) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.load()
    }

    func didSelectTrack(at index: Int) {
        router.openTrackScreen(track: tracks[index])
    }

    func didSelectRelatedItem(at index: Int) {
        router.openRelatedItem(related[index])
    }

    func didLoad(tracks: [Track], related: [RelatedItem]) {
        self.tracks = tracks
        self.related = related
        view?.render(.init(trackTitles: tracks.map(\.title), relatedTitles: related.map(\.kind)))
    }
}
