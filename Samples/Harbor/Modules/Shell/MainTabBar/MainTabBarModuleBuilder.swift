//
//  MainTabBarModuleBuilder.swift
//  Harbor
//

import UIKit

enum MainTabBarModuleBuilder {

    static func build() -> UIViewController {
        let view = MainTabBarViewController()
        let interactor = MainTabBarInteractor(config: AppServices.shared.config)
        let router = MainTabBarRouter(deepLinks: AppServices.shared.deepLinks)
        let presenter = MainTabBarPresenter(view: view, interactor: interactor, router: router, session: AppServices.shared.session)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view

        // Each tab keeps its own navigation stack.
        view.viewControllers = [
            tab(MarinaMapModuleBuilder.build(), title: "Explore", image: "map"),
            tab(BookingsListModuleBuilder.build(), title: "Bookings", image: "calendar"),
            tab(TripsListModuleBuilder.build(), title: "Trips", image: "sailboat"),
            tab(FeedModuleBuilder.build(), title: "Community", image: "person.3"),
            tab(ProfileModuleBuilder.build(), title: "Profile", image: "person.crop.circle"),
        ]
        return view
    }

    private static func tab(_ root: UIViewController, title: String, image: String) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: NSLocalizedString(title, comment: ""), image: UIImage(systemName: image), selectedImage: nil)
        return navigation
    }
}
