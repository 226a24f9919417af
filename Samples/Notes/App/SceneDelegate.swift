//
//  SceneDelegate.swift
//  Notes
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)

        if UserDefaults.standard.bool(forKey: "onboarding.completed") {
            window?.rootViewController = UINavigationController(rootViewController: NotesListRouter.module())
        } else {
            window?.rootViewController = OnboardingRouter.createModule(view: OnboardingView(), presenter: OnboardingPresenter(), interactor: OnboardingInteractor(), router: OnboardingRouter())
        }
        window?.makeKeyAndVisible()
    }
}
