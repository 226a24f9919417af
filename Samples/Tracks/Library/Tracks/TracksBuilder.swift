//
//  TracksBuilder.swift
//  Tracks
//

import UIKit

enum TracksBuilder {

    static func makeModule(playlist: Playlist? = nil, service: TrackServicing = TrackService()) -> UIViewController {
        let router = TracksRouter()
        let interactor = TracksInteractor(service: service, playlist: playlist)
        let presenter = TracksPresenter(interactor: interactor, router: router)
        let viewController = TracksViewController(presenter: presenter)

        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter

        return viewController
    }
}
