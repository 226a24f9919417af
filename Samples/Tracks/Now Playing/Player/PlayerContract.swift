//
//  PlayerContract.swift
//  Tracks
//

import UIKit

protocol PlayerPresenting: AnyObject {
    func viewDidLoad()
    func didTapPlayPause()
    func didTapQueue()
    func didTapClose()
}

protocol PlayerViewing: AnyObject {
    func show(title: String, isPlaying: Bool)
}

protocol PlayerInteracting: AnyObject {
    var delegate: PlayerInteractorDelegate? { get set }
    var queue: [Track] { get }
    func togglePlayback()
}

protocol PlayerInteractorDelegate: AnyObject {
    func playbackChanged(track: Track?, isPlaying: Bool)
}

protocol PlayerRouting: AnyObject {
    func openQueue(_ queue: [Track])
    func close()
}
