//
//  AppLauncher.swift
//  Harbor
//

import UIKit

/// The launch router: the scene delegate hands it the window, and it decides what the user sees first from what
/// is stored on the device (the signed-in session, the minimum version the backend still accepts).
final class AppLauncher {

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
        } else if session.isSignedIn {
            showMain()
        } else {
            showOnboarding()
        }
    }

    /// Links that arrive before sign-in wait until the tab bar is up.
    func handle(_ link: DeepLink) {
        guard session.isSignedIn else {
            session.pendingDeepLink = link
            return
        }
        NotificationCenter.default.post(name: .harborDeepLink, object: link)
    }

    private func showMain() {
        window.rootViewController = MainTabBarModuleBuilder.build()
    }

    private func showOnboarding() {
        let welcome = WelcomeModuleBuilder.build()
        window.rootViewController = UINavigationController(rootViewController: welcome)
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
