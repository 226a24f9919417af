//
//  ArtistProfileBuilder.swift
//  Tracks
//

import UIKit

enum ArtistProfileBuilder {

    static func makeModule(artistID: String, service: TrackServicing = TrackService(), screenFactory: ScreenFactoryProtocol = RemoteConfigScreenFactory.shared) -> UIViewController {
        let router = ArtistProfileRouter(screenFactory: screenFactory)
        let interactor = ArtistProfileInteractor(artistID: artistID, service: service)
        let presenter = ArtistProfilePresenter(interactor: interactor, router: router)
        let viewController = ArtistProfileViewController(presenter: presenter)
        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter
        return viewController
    }
}
