//
//  SceneDelegate.swift
//  Larder
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var director: LaunchDirector?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window

        // The director owns the first decision: the update wall, sign-up, the household step or the tab bar.
        director = LaunchDirector(window: window, session: AppServices.shared.session, config: AppServices.shared.config)
        director?.start()
        window.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        AppServices.shared.pantry.refreshExpiryReminders()
    }
}
