//
//  TrackDetailsRouter.swift
//  Tracks
//

import UIKit

final class TrackDetailsRouter: TrackDetailsRouting {

    weak var viewController: UIViewController?
    private let playerFactory = PlayerModuleFactory()

    func openArtistScreen(artistID: String) {
        viewController?.push(ArtistProfileBuilder.makeModule(artistID: artistID), animated: true)
    }

    func openPlayer(queue: [Track]) {
        let player = UINavigationController(rootViewController: playerFactory.makeModule(queue: queue))
        player.modalPresentationStyle = .fullScreen
        viewController?.present(player, animated: true)
    }
}
