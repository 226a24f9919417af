//
//  LaunchDirector.swift
//  Larder
//

import UIKit

/// The launch router: the scene delegate hands it the window, and it decides what the user sees first from what
/// is stored on the device (the signed-in session, whether the household step was finished, the minimum version
/// the backend still accepts).
final class LaunchDirector {

    private let window: UIWindow
    private let session: SessionStore
    private let config: RemoteConfig

    init(window: UIWindow, session: SessionStore, config: RemoteConfig) {
        self.window = window
        self.session = session
        self.config = config
    }

    func start() {
        if config.isBelowMinimumVersion(Bundle.main.shortVersion) {
            showForceUpdate()
        } else if !session.isSignedIn {
            showWelcome()
        } else if !session.hasHousehold {
            // Signed up on another device but stopped before the household step.
            showHouseholdSetup()
        } else {
            showMain()
        }
    }

    private func showMain() {
        window.rootViewController = MainTabBarModuleBuilder.build()
    }

    private func showWelcome() {
        let welcome = WelcomeModuleBuilder.build()
        window.rootViewController = UINavigationController(rootViewController: welcome)
    }

    private func showHouseholdSetup() {
        let setup = HouseholdSetupModuleBuilder.build()
        window.rootViewController = UINavigationController(rootViewController: setup)
    }

    private func showForceUpdate() {
        window.rootViewController = ForceUpdateModuleBuilder.build()
    }
}

private extension Bundle {
    var shortVersion: String {
        infoDictionary?["CFBundleShortVersionString"] as? String ?? "0"
    }
}
