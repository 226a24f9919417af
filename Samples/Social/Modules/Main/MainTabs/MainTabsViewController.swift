//
//  MainTabsViewController.swift
//  Social
//

import UIKit

final class MainTabsViewController: BaseViewController, UITabBarDelegate {

    var presenter: MainTabsPresenter!

    private let tabBar = UITabBar()
    private var containers: [MainTabs.Tab: UIView] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.delegate = self
        view.addSubview(tabBar)
        presenter.viewDidLoad()
    }

    func configure(tabs: [MainTabs.Tab]) {
        tabBar.items = tabs.map { UITabBarItem(title: $0.title, image: $0.icon, tag: $0.rawValue) }
        for tab in tabs {
            let container = UIView(frame: view.bounds)
            containers[tab] = container
            view.insertSubview(container, belowSubview: tabBar)
        }
    }

    func container(for tab: MainTabs.Tab) -> UIView {
        containers[tab] ?? view
    }

    func show(tab: MainTabs.Tab) {
        containers.forEach { $0.value.isHidden = $0.key != tab }
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        MainTabs.Tab(rawValue: item.tag).map(presenter.didSelect(tab:))
    }
}
