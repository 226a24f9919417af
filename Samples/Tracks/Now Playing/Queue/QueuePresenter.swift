//
//  QueuePresenter.swift
//  Tracks
//

import Foundation

final class QueuePresenter: QueuePresenting {

    weak var view: QueueViewing?
    private var tracks: [Track]
    private let router: QueueRouting

    init(tracks: [Track], router: QueueRouting) {
        self.tracks = tracks
        self.router = router
    }

    func viewDidLoad() {
        // TODO: drag to reorder, swipe to remove (needs PlayerInteracting to accept a new queue)
        view?.show(titles: tracks.map(\.title))
    }

    func didTapDone() {
        router.close()
    }
}
