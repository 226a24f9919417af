//
//  SceneDelegate.swift
//  Social
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let session = SessionStore.shared

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)

        if self.session.isSignedIn {
            window.rootViewController = AppModules.Main.mainTabs.build()?.view
        } else {
            window.rootViewController = AppModules.Onboarding.welcome.build()?.navigationWrapped()
        }

        window.makeKeyAndVisible()
        self.window = window
    }
}
