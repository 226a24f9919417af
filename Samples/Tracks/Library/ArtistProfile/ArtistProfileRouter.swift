//
//  ArtistProfileRouter.swift
//  Tracks
//

import UIKit

final class ArtistProfileRouter: ArtistProfileRouting {

    weak var viewController: UIViewController?
    private let screenFactory: ScreenFactoryProtocol
    private lazy var trackBuilder = TrackDetailsBuilder()

    init(screenFactory: ScreenFactoryProtocol) {
        self.screenFactory = screenFactory
    }

    func openTrackScreen(track: Track) {
        viewController?.push(trackBuilder.makeModule(track: track), animated: true)
    }

    func openRelatedItem(_ item: RelatedItem) {
        viewController?.navigationController?.pushViewController(screenFactory.makeController(for: item), animated: true)
    }
}
