//
//  MainTabBarViewController.swift
//  Larder
//

import UIKit

final class MainTabBarViewController: UITabBarController {

    var presenter: MainTabBarPresenterProtocol!

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = UIColor(named: "LarderGreen")
        presenter.viewDidLoad()
    }
}

extension MainTabBarViewController: MainTabBarViewProtocol {
    func select(tab: MainTab) {
        selectedIndex = tab.rawValue
    }
}
