//
//  PlayerPresenter.swift
//  Tracks
//

import Foundation

final class PlayerPresenter: PlayerPresenting {

    weak var view: PlayerViewing?
    private let interactor: PlayerInteracting
    private let router: PlayerRouting

    init(interactor: PlayerInteracting, router: PlayerRouting) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: interactor.queue.first?.title ?? "", isPlaying: false)
    }

    func didTapPlayPause() {
        interactor.togglePlayback()
    }

    func didTapQueue() {
        router.openQueue(interactor.queue)
    }

    func didTapClose() {
        router.close()
    }
}

extension PlayerPresenter: PlayerInteractorDelegate {
    func playbackChanged(track: Track?, isPlaying: Bool) {
        view?.show(title: track?.title ?? "", isPlaying: isPlaying)
    }
}
