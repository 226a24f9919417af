//
//  SettingsPresenter.swift
//  Social
//

import Foundation

final class SettingsPresenter {

    private weak var view: SettingsViewController?
    private let router: SettingsRouter
    private let storage: StorageServiceProtocol

    init(view: SettingsViewController, router: SettingsRouter, storage: StorageServiceProtocol) {
        self.view = view
        self.router = router
        self.storage = storage
    }

    func didTapHelp() {
        router.routeToSupport()
    }

    func didConfirmSignOut() {
        SessionStore.shared.signOut()
        storage.wipe()
        router.routeToWelcome()
    }
}
