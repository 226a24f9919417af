//
//  TrackDetailsBuilder.swift
//  Tracks
//

import UIKit

struct TrackDetailsBuilder {

    func makeModule(track: Track) -> UIViewController {
        let router = TrackDetailsRouter()
        let presenter = TrackDetailsPresenter(track: track, router: router)
        let viewController = TrackDetailsViewController(presenter: presenter)
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }
}
