//
//  MainTabsPresenter.swift
//  Social
//

import Foundation

final class MainTabsPresenter {

    private weak var view: MainTabsViewController?
    private let router: MainTabsRouter
    private var loaded: Set<MainTabs.Tab> = []

    init(view: MainTabsViewController, router: MainTabsRouter) {
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.configure(tabs: MainTabs.Tab.allCases)
        didSelect(tab: .feed)
    }

    func didSelect(tab: MainTabs.Tab) {
        guard let view = view else { return }
        view.show(tab: tab)
        if loaded.insert(tab).inserted {
            router.routeToTab(tab, in: view.container(for: tab))
        }
    }
}
