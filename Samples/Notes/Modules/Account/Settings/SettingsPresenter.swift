//
//  SettingsPresenter.swift
//  Notes
//

import Foundation

final class SettingsPresenter {

    weak var view: SettingsView?
    var router: SettingsWireframe?

    func didTapReplayOnboarding() {
        UserDefaults.standard.set(false, forKey: "onboarding.completed")
        router?.navigateToOnboarding()
    }
}
