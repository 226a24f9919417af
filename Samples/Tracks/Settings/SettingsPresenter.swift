//
//  SettingsPresenter.swift
//  Tracks
//

import Foundation

protocol SettingsPresenting: AnyObject {
    func didTapClearLibrary()
    func didTapDone()
}

final class SettingsPresenter: SettingsPresenting {

    weak var view: SettingsViewController?
    private let router: SettingsRouting
    private let defaults: UserDefaults

    init(router: SettingsRouting, defaults: UserDefaults) {
        self.router = router
        self.defaults = defaults
    }

    func didTapClearLibrary() {
        defaults.removeObject(forKey: "library")
        router.presentListScreen()
    }

    func didTapDone() {
        router.close()
    }
}
