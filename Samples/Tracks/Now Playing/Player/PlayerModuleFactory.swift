//
//  PlayerModuleFactory.swift
//  Tracks
//

import UIKit

final class PlayerModuleFactory {

    func makeModule(queue: [Track]) -> UIViewController {
        let router = PlayerRouter()
        let interactor = PlayerInteractor(queue: queue)
        let presenter = PlayerPresenter(interactor: interactor, router: router)
        let viewController = PlayerViewController(presenter: presenter)
        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter
        return viewController
    }
}
