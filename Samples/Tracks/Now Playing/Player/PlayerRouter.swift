//
//  PlayerRouter.swift
//  Tracks
//

import UIKit

final class PlayerRouter: PlayerRouting {

    weak var viewController: UIViewController?

    func openQueue(_ queue: [Track]) {
        let queueScreen = QueueBuilder.makeModule(tracks: queue)
        if let sheet = queueScreen.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
        }
        viewController?.present(queueScreen, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
