//
//  MainTabBarModuleBuilder.swift
//  Larder
//

import UIKit

enum MainTabBarModuleBuilder {

    static func build() -> UIViewController {
        let view = MainTabBarViewController()
        let interactor = MainTabBarInteractor(config: AppServices.shared.config)
        let router = MainTabBarRouter()
        let presenter = MainTabBarPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view

        // Each tab keeps its own navigation stack.
        view.viewControllers = [
            tab(DiscoverModuleBuilder.build(), title: "Discover", image: "fork.knife"),
            tab(MealPlannerModuleBuilder.build(), title: "Plan", image: "calendar"),
            tab(ShoppingListsModuleBuilder.build(), title: "Lists", image: "cart"),
            tab(PantryModuleBuilder.build(), title: "Pantry", image: "cabinet"),
            tab(ProfileModuleBuilder.build(), title: "Me", image: "person.crop.circle"),
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
