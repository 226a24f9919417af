//
//  SettingsRouter.swift
//  Tracks
//

import UIKit

protocol SettingsRouting: AnyObject {
    func presentListScreen()
    func close()
}

final class SettingsRouter: SettingsRouting {

    weak var viewController: UIViewController?

    /// After the library is wiped the old navigation stack shows deleted tracks: start over from a fresh list.
    func presentListScreen() {
        viewController?.view.window?.rootViewController = UINavigationController(rootViewController: TracksBuilder.makeModule())
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
