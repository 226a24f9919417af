//
//  MainTabBarViewController.swift
//  Harbor
//

import UIKit

final class MainTabBarViewController: UITabBarController {

    var presenter: MainTabBarPresenterProtocol!

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = UIColor(named: "HarborBlue")
        presenter.viewDidLoad()
    }

    /// The navigation stack of the selected tab: deep links are pushed there.
    var selectedNavigationController: UINavigationController? {
        selectedViewController as? UINavigationController
    }
}

extension MainTabBarViewController: MainTabBarViewProtocol {
    func select(tab: MainTab) {
        selectedIndex = tab.rawValue
    }
}
