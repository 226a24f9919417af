//
//  SceneDelegate.swift
//  Harbor
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var launcher: AppLauncher?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window

        // The launcher owns the first decision: update wall, onboarding or the tab bar.
        launcher = AppLauncher(window: window, session: AppServices.shared.session, config: AppServices.shared.config)
        launcher?.start()
        window.makeKeyAndVisible()

        if let url = connectionOptions.urlContexts.first?.url, let link = DeepLink(url: url) {
            launcher?.handle(link)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, let link = DeepLink(url: url) else { return }
        launcher?.handle(link)
    }
}
