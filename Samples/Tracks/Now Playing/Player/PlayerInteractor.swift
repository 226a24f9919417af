//
//  PlayerInteractor.swift
//  Tracks
//

import AVFoundation

final class PlayerInteractor: PlayerInteracting {

    weak var delegate: PlayerInteractorDelegate?
    let queue: [Track]
    private let player = AVQueuePlayer()
    private var isPlaying = false

    init(queue: [Track]) {
        self.queue = queue
    }

    func togglePlayback() {
        isPlaying ? player.pause() : player.play()
        isPlaying.toggle()
        delegate?.playbackChanged(track: queue.first, isPlaying: isPlaying)
    }
}
