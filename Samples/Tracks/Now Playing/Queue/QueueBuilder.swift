//
//  QueueBuilder.swift
//  Tracks
//

import UIKit

enum QueueBuilder {

    static func makeModule(tracks: [Track]) -> UIViewController {
        let router = QueueRouter()
        let presenter = QueuePresenter(tracks: tracks, router: router)
        let viewController = QueueViewController(presenter: presenter)
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }
}
